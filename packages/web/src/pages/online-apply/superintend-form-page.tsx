import type { InspectionApplyRecord, SupervisionApplyForm } from '@portal/contract';
import { inspectionKindLabel, isSupervision } from '@portal/contract/api/fee';
import { SUPERVISION_KIND_OF_WORK } from '@portal/contract/api/online-apply';
import { WORK_TYPES } from '@portal/contract/domain/licences';

import { Alert, Descriptions, Form, Result, Skeleton } from 'antd';
import { useConstruction } from '../../api/construction';
import { failureText } from '../../api/http';
import { useInspectionApply, useSaveSupervision } from '../../api/online-apply';
import { ReturnedAlert } from '../../components/draft-form';
import { PageCard } from '../../components/page-card';
import { usePageParam } from '../../components/page-param';
import { LoadedRecord } from '../../components/record-page';
import { PATHS, recordPath } from '../../routes/paths';
import { useSession } from '../../state/session-store';
import { ConstructionItems } from '../../components/construction/construction-sections';
import { ApplyForm, contactValuesOf, SavedApply, useApplySave, type ApplyKind } from './apply-fields';
import { SUPERINTEND_NOTE } from './superintend-page';
import '../../components/filing.css';

type Values = Omit<SupervisionApplyForm, 'constructionId'>;

const SUPERVISION: ApplyKind = { documents: '申请材料', letter: '监督检验申请书', submitLabel: '提交申请', editPath: PATHS.superintendEdit, withKind: false };

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
  const userName = useSession((s) => s.user?.name ?? '');
  const [form] = Form.useForm<Values>();
  const save = useSaveSupervision();
  const applySave = useApplySave({
    kind: SUPERVISION,
    form,
    record,
    save: (values, at) => save.mutateAsync({ ...values, ...at, constructionId }),
  });

  return (
    <>
      <ReturnedAlert record={record} />
      <h3 className="ur-section">施工告知与设备</h3>
      <NoticeSummary id={constructionId} />
      <ApplyForm kind={SUPERVISION} form={form} record={record} initialValues={record ? contactValuesOf(record) : { contact: userName }} save={applySave} />
    </>
  );
}

/** Spec §2 /company-service/online-superintend-edit: ?constructionId= starts an application on that notice, ?id= continues a saved or returned one. */
export default function SuperintendFormPage() {
  const id = usePageParam('id');
  const constructionId = usePageParam('constructionId');
  const query = useInspectionApply(id);
  if (!id) {
    if (!constructionId) return <Result status="warning" title="请从监督检验申请中选择施工告知" extra={<a href={PATHS.onlineSuperintend}>选择施工告知</a>} />;
    return (
      <PageCard title="填写监督检验申请" note={SUPERINTEND_NOTE}>
        <Editor constructionId={constructionId} />
      </PageCard>
    );
  }
  return (
    <LoadedRecord id={id} query={query}>
      {(r) =>
        !isSupervision(r.inspectionKind) || r.readOnly ? (
          <Result status="warning" title="该申请不是本单位的监督检验申请" extra={<a href={recordPath(PATHS.onlineApplyDetail, r.id)}>查看申请</a>} />
        ) : (
          <SavedApply record={r} title="监督检验申请">
            <Editor key={r.id} constructionId={r.constructionId} record={r} />
          </SavedApply>
        )
      }
    </LoadedRecord>
  );
}
