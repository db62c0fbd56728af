import { USE_REGIST_EDITABLE, USE_REGIST_FLOW } from '@portal/contract/api/use-regist';

import { Alert, Button, Descriptions, Result, Skeleton } from 'antd';
import { useNavigate } from 'react-router';
import { failureText } from '../../api/http';
import { useUseRegist } from '../../api/use-regist';
import { FlowLogSection } from '../../components/flow-log/flow-log-timeline';
import { DocumentDownloads } from '../../components/issued-documents';
import { PageCard } from '../../components/page-card';
import { usePageParam } from '../../components/page-param';
import { StateTag } from '../../components/state-tag';
import { PATHS, recordPath } from '../../routes/paths';
import { registSections } from './use-regist-sections';
import './use-record.css';
import { RequiredDocuments } from '../../components/required-documents';

/** 使用登记 › 申请详情: one application as filed, its documents, the registry's decision and every step. */
export default function UseRecordDetailPage() {
  const id = usePageParam('id');
  const navigate = useNavigate();
  const query = useUseRegist(id);
  const r = query.data;

  if (!id || query.isError) return <Result status="warning" title={id ? failureText(query.error) : '请从使用登记查询中打开申请'} />;
  if (!r) return <Skeleton active paragraph={{ rows: 12 }} />;
  const outcome = r.state === 'returned' || r.state === 'refused' ? r.opinion : '';
  return (
    <PageCard
      title={`使用登记申请 ${r.applyNo}`}
      extra={
        <div className="ur-head-extra">
          <StateTag flow={USE_REGIST_FLOW} state={r.state} />
          {USE_REGIST_EDITABLE.includes(r.state) && (
            <Button type="primary" onClick={() => void navigate(recordPath(PATHS.useRecordApply, r.id))}>
              {r.state === 'returned' ? '修改后重新提交' : '继续编辑'}
            </Button>
          )}
        </div>
      }
    >
      {outcome && <Alert className="ur-alert" type={r.state === 'refused' ? 'error' : 'warning'} showIcon title={`${USE_REGIST_FLOW.states[r.state].label}原因：${outcome}`} />}
      {r.state === 'approved' && (
        <Alert
          className="ur-alert"
          type="success"
          showIcon
          title={`登记机关已审核通过，使用登记证编号 ${r.certNo}`}
          description={
            <>
              <div>设备的使用登记证编号、使用状态已由本次登记确定，设备信息中不能再自行修改。</div>
              <DocumentDownloads equipmentId={r.equipmentId} />
            </>
          }
        />
      )}
      {registSections(r).map((s) => (
        <section key={s.title}>
          <h3 className="ur-section">{s.title}</h3>
          <Descriptions bordered size="small" column={{ xs: 1, lg: 2 }} items={(s.fields ?? []).map((f) => ({ key: f.label, label: f.label, children: f.value, span: f.span }))} />
        </section>
      ))}
      <h3 className="ur-section">申请材料</h3>
      <RequiredDocuments bizType="useRegist" bizId={r.id} readOnly />
      <FlowLogSection kind="useRegist" id={r.id} revision={r.state} />
    </PageCard>
  );
}
