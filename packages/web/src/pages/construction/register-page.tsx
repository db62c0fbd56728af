import type { ConstructionRecord, UnitLicenceView } from '@portal/contract';
import { CONSTRUCTION_EDITABLE } from '@portal/contract/api/construction';

import { Alert, App, Button, Form, Result, Skeleton } from 'antd';
import { useNavigate } from 'react-router';
import { useCommitConstruction, useConstruction, useConstructionLicence, useSaveConstruction } from '../../api/construction';
import { failureText } from '../../api/http';
import { PageCard } from '../../components/page-card';
import { usePageParam } from '../../components/page-param';
import { DraftActions, useSaveFailure } from '../../components/save-failure';
import { StateTag } from '../../components/state-tag';
import { PATHS, recordPath } from '../../routes/paths';
import { CONSTRUCTION_FLOW } from '@portal/contract/api/construction';
import { ConstructionFormFields, EMPTY_ITEM, valuesOf, type ConstructionValues } from './construction-form';
import { CONSTRUCTION_NOTE } from './register-list-page';
import '../use-record/use-record.css';
import './construction.css';
import { RequiredDocuments } from '../../components/required-documents';

/** The form, and once saved its documents; 保存 keeps a draft, 提交告知 sends it to the registry of the place. */
function Editor({ licence, record }: { licence: NonNullable<UnitLicenceView['current']>; record?: ConstructionRecord }) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<ConstructionValues>();
  const save = useSaveConstruction();
  const commit = useCommitConstruction();
  const { failure, fail, clear } = useSaveFailure();
  const initial: Partial<ConstructionValues> = record ? valuesOf(record) : { items: [{ ...EMPTY_ITEM }] };

  async function run(submit: boolean) {
    clear();
    let values: ConstructionValues;
    try {
      values = { ...(record ? valuesOf(record) : {}), ...(await form.validateFields()) };
    } catch {
      return;
    }
    try {
      const saved = await save.mutateAsync({ ...values, workType: values.workType!, licenceItem: values.licenceItem!, id: record?.id, version: record?.version });
      if (!submit) {
        message.success(record ? '已保存' : `告知 ${saved.applyNo} 已保存，请上传告知材料后提交`);
        if (!record) await navigate(recordPath(PATHS.constructionRegister, saved.id), { replace: true });
        return;
      }
      const sent = await commit.mutateAsync({ id: saved.id, version: saved.version });
      message.success(`告知 ${sent.applyNo} 已提交，请等待登记机关接收`);
      await navigate(recordPath(PATHS.constructionDetail, sent.id));
    } catch (e) {
      fail(e);
    }
  }

  const busy = save.isPending || commit.isPending;
  return (
    <>
      {record?.state === 'returned' && (
        <Alert className="ur-alert" type="warning" showIcon title={`告知被退回：${record.opinion}`} description="请按退回原因修改告知或补充材料后重新提交。" />
      )}
      <ConstructionFormFields form={form} licence={licence} initialValues={initial} />
      <h3 className="ur-section">告知材料</h3>
      {record ? <RequiredDocuments bizType="construction" bizId={record.id} readOnly={false} /> : <p className="ur-muted">保存告知后即可上传施工合同、施工方案和作业人员证书。</p>}
      <DraftActions failure={failure} saved={!!record} submitLabel={'提交告知'} onSave={() => void run(false)} onSubmit={() => void run(true)} saving={busy} />
    </>
  );
}

/** Without a licence in force the unit is told where to file one. */
function NoLicence({ view }: { view: UnitLicenceView }) {
  const navigate = useNavigate();
  const title = view.current ? `本单位的安装改造修理许可已于${view.current.validTo}到期` : '本单位尚无经登记机关审核的安装改造修理许可';
  return (
    <Result
      status="warning"
      title={title}
      subTitle={view.latest?.state === 'pending' ? '许可备案正在审核中，审核通过后即可办理施工告知。' : '请先在“单位信息”中申报许可，登记机关审核通过后即可办理施工告知。'}
      extra={
        <Button type="primary" onClick={() => void navigate(PATHS.unitMaintain)}>
          前往单位信息
        </Button>
      }
    />
  );
}

/** Spec §2 /construction/register: a new notice, or ?id= a saved or returned one. */
export default function RegisterPage() {
  const id = usePageParam('id');
  const licence = useConstructionLicence();
  const query = useConstruction(id);
  const r = query.data;
  if (licence.isError) return <Result status="warning" title={failureText(licence.error)} />;
  if (!licence.data) return <Skeleton active paragraph={{ rows: 12 }} />;
  const current = licence.data.valid ? licence.data.current : null;
  if (!id)
    return (
      <PageCard title="新增施工告知" note={CONSTRUCTION_NOTE}>
        {current ? <Editor licence={current} /> : <NoLicence view={licence.data} />}
      </PageCard>
    );
  if (query.isError) return <Result status="warning" title={failureText(query.error)} />;
  if (!r) return <Skeleton active paragraph={{ rows: 12 }} />;
  return (
    <PageCard title={`施工告知 ${r.applyNo}`} extra={<StateTag flow={CONSTRUCTION_FLOW} state={r.state} />}>
      {!CONSTRUCTION_EDITABLE.includes(r.state) ? (
        <Result status="info" title="该告知已提交，不能修改" extra={<a href={recordPath(PATHS.constructionDetail, r.id)}>查看告知</a>} />
      ) : current ? (
        <Editor key={r.id} licence={current} record={r} />
      ) : (
        <NoLicence view={licence.data} />
      )}
    </PageCard>
  );
}
