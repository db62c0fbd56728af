import type { MaintainPriceRecord } from '@portal/contract';
import { MAINTAIN_PRICE_EDITABLE, MAINTAIN_PRICE_FLOW } from '@portal/contract/api/maintain-price';

import { Alert, Button, Result, Skeleton, Space } from 'antd';
import { useNavigate } from 'react-router';
import { failureText } from '../../api/http';
import { useDeleteMaintainPrice, useMaintainPrice, useWithdrawMaintainPrice } from '../../api/maintain-price';
import { useConfirmAction } from '../../components/confirm-action';
import { FlowLogSection } from '../../components/flow-log/flow-log-timeline';
import { PageCard } from '../../components/page-card';
import { usePageParam } from '../../components/page-param';
import { Section } from '../../components/review/review-detail';
import { StateTag } from '../../components/state-tag';
import { PATHS, recordPath } from '../../routes/paths';
import { priceSections } from './price-sections';
import '../use-record/use-record.css';

/** The steps the unit may take now. */
function Actions({ record: r }: { record: MaintainPriceRecord }) {
  const navigate = useNavigate();
  const confirm = useConfirmAction();
  const withdraw = useWithdrawMaintainPrice();
  const remove = useDeleteMaintainPrice();
  return (
    <Space wrap className="ur-actions" style={{ marginTop: 0, marginBottom: 12 }}>
      {MAINTAIN_PRICE_EDITABLE.includes(r.state) && (
        <Button type="primary" onClick={() => void navigate(recordPath(PATHS.maintainPriceForm, r.id))}>
          {r.state === 'draft' ? '继续编辑' : '修改后重新提交'}
        </Button>
      )}
      {r.state === 'submitted' && (
        <Button
          onClick={() =>
            confirm(
              '撤回',
              `撤回价格申报 ${r.filingNo} 后，登记机关不再审核，可修改后重新提交。确定撤回吗？`,
              () => withdraw.mutateAsync({ id: r.id, version: r.version }),
              '价格申报已撤回',
            )
          }
        >
          撤回
        </Button>
      )}
      {r.state === 'draft' && !r.submittedAt && (
        <Button
          danger
          onClick={() => confirm('删除', `删除价格申报草稿 ${r.filingNo}？`, () => remove.mutateAsync(r.id).then(() => navigate(PATHS.maintainPriceFilings)), '价格申报草稿已删除')}
        >
          删除
        </Button>
      )}
      {r.state === 'published' && (
        <Button type="primary" onClick={() => void navigate(`${PATHS.maintainPriceForm}?from=${encodeURIComponent(r.id)}`)}>
          调整价格（以此为基础新建）
        </Button>
      )}
    </Space>
  );
}

/** /company-service/maintenance-pro-apply-detail?id=: one filing as its unit reads it, the steps it may take and its flow log. */
export default function FilingDetailPage() {
  const id = usePageParam('id');
  const query = useMaintainPrice(id);
  const r = query.data;
  if (!id || query.isError) return <Result status="warning" title={id ? failureText(query.error) : '请从维保价格申报列表中打开价格申报'} />;
  if (!r) return <Skeleton active paragraph={{ rows: 12 }} />;
  return (
    <PageCard title={`价格申报 ${r.filingNo}`} extra={<StateTag flow={MAINTAIN_PRICE_FLOW} state={r.state} />}>
      {r.state === 'returned' && <Alert className="ur-alert" type="warning" showIcon title={`登记机关退回：${r.opinion}`} description="请按退回原因修改后重新提交。" />}
      {r.state === 'published' && <Alert className="ur-alert" type="success" showIcon title={`已于 ${r.effectiveFrom} 起执行，使用单位可在“维保价格查询”中查到`} />}
      {r.state === 'superseded' && <Alert className="ur-alert" type="info" showIcon title={`已由价格表 ${r.supersededByNo} 替代，不再公示`} />}
      <Actions record={r} />
      <div className="review">
        {priceSections(r).map((s) => (
          <Section key={s.title} section={s} headingClassName="ur-section" />
        ))}
      </div>
      <FlowLogSection kind="maintainPrice" id={r.id} revision={`${r.state}-${r.version}`} />
    </PageCard>
  );
}
