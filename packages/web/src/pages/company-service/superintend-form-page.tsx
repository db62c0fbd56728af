import type { InspectionApplyRecord, SupervisionApplyForm } from '@portal/contract';
import { inspectionKindLabel, isSupervision } from '@portal/contract/api/fee';
import { INSPECTION_EDITABLE, INSPECTION_FLOW, SUPERVISION_KIND_OF_WORK } from '@portal/contract/api/online-apply';
import { WORK_TYPES } from '@portal/contract/domain/licences';

import { Alert, App, Descriptions, Form, Result, Skeleton } from 'antd';
import { useNavigate } from 'react-router';
import { useConstruction } from '../../api/construction';
import { failureText } from '../../api/http';
import { useInspectionApply, useSaveSupervision } from '../../api/online-apply';
import { PageCard } from '../../components/page-card';
import { usePageParam } from '../../components/page-param';
import { RequiredDocuments } from '../../components/required-documents';
import { SaveFailureAlert, useSaveFailure } from '../../components/save-failure';
import { StateTag } from '../../components/state-tag';
import { PATHS, recordPath } from '../../routes/paths';
import { useSession } from '../../state/session-store';
import { ConstructionItems } from '../construction/construction-sections';
import { ApplyActions, ApplyFields } from './apply-fields';
import { SUPERINTEND_NOTE } from './superintend-page';
import '../use-record/use-record.css';

type Values = Omit<SupervisionApplyForm, 'constructionId'>;

const valuesOf = (r: InspectionApplyRecord): Values => ({
  orgId: r.orgId,
  contact: r.contact,
  contactMobile: r.contactMobile,
  email: r.email,
  mailAddress: r.mailAddress,
  mailReceiver: r.mailReceiver,
  mailPhone: r.mailPhone,
  expectedDate: r.expectedDate,
  remark: r.remark,
});

/** The construction notice the application is on: its work, use unit, place and devices, as received. */
function NoticeSummary({ id }: { id: string }) {
  const notice = useConstruction(id);
  const n = notice.data;
  if (notice.isError) return <Alert className="ur-alert" type="warning" showIcon title={failureText(notice.error)} />;
  if (!n) return <Skeleton active paragraph={{ rows: 4 }} />;
  return (
    <>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'no', label: '告知编号', children: n.noticeNo || '—' },
          { key: 'kind', label: '监督检验类别', children: inspectionKindLabel(SUPERVISION_KIND_OF_WORK[n.workType]) },
          { key: 'work', label: '施工类别', children: WORK_TYPES[n.workType] },
          { key: 'useUnit', label: '使用单位', children: n.useUnitName },
          { key: 'address', label: '施工地点', children: n.address, span: 2 },
          { key: 'period', label: '计划工期', children: `${n.plannedStart} 至 ${n.plannedEnd}` },
          { key: 'body', label: '告知的监督检验机构', children: n.supervisionBody },
        ]}
      />
      <div style={{ marginTop: 12 }}>
        <ConstructionItems record={n} linkDevices={false} />
      </div>
    </>
  );
}

/** The application on one notice: body, contacts and mailing address; once saved its documents, then 提交 confirmed by SMS. */
function Editor({ constructionId, record }: { constructionId: string; record?: InspectionApplyRecord }) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const userName = useSession((s) => s.user?.name ?? '');
  const [form] = Form.useForm<Values>();
  const save = useSaveSupervision();
  const { failure, fail, clear } = useSaveFailure();

  async function run(isCommit: boolean, authCode: string): Promise<boolean> {
    clear();
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return true;
    }
    if (isCommit && !authCode) {
      message.warning('请填写短信验证码');
      return false;
    }
    try {
      const saved = await save.mutateAsync({ ...values, constructionId, id: record?.id, version: record?.version, isCommit, authCode: isCommit ? authCode : '', isPc: true });
      if (!isCommit) {
        message.success(record ? '已保存' : `申请 ${saved.applyNo} 已保存，请上传加盖公章的监督检验申请书后提交`);
        if (!record) await navigate(recordPath(PATHS.superintendEdit, saved.id), { replace: true });
        return true;
      }
      message.success(`申请 ${saved.applyNo} 已提交，请等待检验机构受理`);
      await navigate(recordPath(PATHS.onlineApplyDetail, saved.id));
    } catch (e) {
      fail(e);
    }
    return true;
  }

  return (
    <>
      {record?.state === 'returned' && (
        <Alert className="ur-alert" type="warning" showIcon title={`申请被退回：${record.opinion}`} description="请按退回原因修改申请或补充材料后重新提交。" />
      )}
      <h3 className="ur-section">施工告知与设备</h3>
      <NoticeSummary id={constructionId} />
      <Form<Values> form={form} layout="vertical" className="ur-form" initialValues={record ? valuesOf(record) : { contact: userName }} scrollToFirstError={{ block: 'center' }}>
        <ApplyFields withKind={false} />
      </Form>
      <h3 className="ur-section">申请材料</h3>
      {record ? <RequiredDocuments bizType="inspectionApply" bizId={record.id} readOnly={false} /> : <p className="ur-muted">保存申请后即可上传加盖公章的监督检验申请书。</p>}
      <SaveFailureAlert failure={failure} className="ur-alert" />
      <ApplyActions
        saved={!!record}
        saving={save.isPending}
        submitLabel="提交申请"
        resolveMobile={() => form.validateFields(['contactMobile']).then((v) => v.contactMobile)}
        run={run}
      />
    </>
  );
}

/** Spec §2 /company-service/online-superintend-edit: ?constructionId= starts an application on that notice, ?id= continues a saved or returned one. */
export default function SuperintendFormPage() {
  const id = usePageParam('id');
  const constructionId = usePageParam('constructionId');
  const query = useInspectionApply(id);
  const r = query.data;
  if (!id) {
    if (!constructionId) return <Result status="warning" title="请从监督检验申请中选择施工告知" extra={<a href={PATHS.onlineSuperintend}>选择施工告知</a>} />;
    return (
      <PageCard title="填写监督检验申请" note={SUPERINTEND_NOTE}>
        <Editor constructionId={constructionId} />
      </PageCard>
    );
  }
  if (query.isError) return <Result status="warning" title={failureText(query.error)} />;
  if (!r) return <Skeleton active paragraph={{ rows: 12 }} />;
  if (!isSupervision(r.inspectionKind) || r.readOnly)
    return <Result status="warning" title="该申请不是本单位的监督检验申请" extra={<a href={recordPath(PATHS.onlineApplyDetail, r.id)}>查看申请</a>} />;
  return (
    <PageCard title={`监督检验申请 ${r.applyNo}`} extra={<StateTag flow={INSPECTION_FLOW} state={r.state} />}>
      {INSPECTION_EDITABLE.includes(r.state) ? (
        <Editor key={r.id} constructionId={r.constructionId} record={r} />
      ) : (
        <Result status="info" title="该申请已提交，不能修改" extra={<a href={recordPath(PATHS.onlineApplyDetail, r.id)}>查看申请</a>} />
      )}
    </PageCard>
  );
}
