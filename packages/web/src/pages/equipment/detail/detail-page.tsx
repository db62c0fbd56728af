import { ATTACHMENT_BIZ_TYPES } from '@portal/contract/domain/attachments';

import { EQUIPMENT_TYPE_NAMES } from '@portal/contract/domain/codes';

import { EditOutlined } from '@ant-design/icons';
import { Button, Result, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useEquipment } from '../../../api/equipment';
import { failureText } from '../../../api/http';
import { AttachmentUpload } from '../../../components/attachment-upload/attachment-upload';
import { DictLabel } from '../../../components/dict-label';
import { EquipmentDocumentsPanel } from '../../../components/issued-documents';
import { PageCard } from '../../../components/page-card';
import { usePageParam } from '../../../components/page-param';
import { detailPath, detailRoutePath } from '../../../routes/paths';
import { tabsActions } from '../../../state/tabs-store';
import { CatalogueLabel } from '../../../components/equipment/catalogue-select';
import { formPath, useMayEdit } from '../record/record-access';
import { Changes, Inspections } from './record-history';
import { UseManageRecord } from './use-manage-record';
import { ParamsView, RecordView } from './record-view';
import './detail.css';

const ATTACHMENT_KINDS = Object.keys(ATTACHMENT_BIZ_TYPES.equipment.kinds);

/**
 * The detail page of every category (/equipment/detail/boiler … passengerRopeway, ?id=): the
 * record, its parameters and papers, its inspections and its change history.
 */
export default function EquipmentDetailPage() {
  const id = usePageParam('id');
  const navigate = useNavigate();
  const location = useLocation();
  // A kept-alive tab's useLocation() follows the shown tab; the address it opened with is its own.
  const [own] = useState(() => ({ path: location.pathname, key: location.pathname + location.search }));
  const query = useEquipment(id);
  const record = query.data;
  const mayEdit = useMayEdit(record?.unitId);
  // Each category has its own detail route (and tab title): a record opened under another one moves to its own.
  const elsewhere = record && detailRoutePath(record.typeCode) !== own.path ? detailPath(record.typeCode, record.id) : null;

  useEffect(() => {
    if (!elsewhere) return;
    tabsActions.rename(own.key, elsewhere);
    void navigate(elsewhere, { replace: true });
  }, [elsewhere, own.key, navigate]);

  if (!id) return <Result status="warning" title="未指定设备" subTitle="请从设备列表打开设备详情。" />;
  if (query.isError) return <Result status="404" title="未找到该设备" subTitle={failureText(query.error)} extra={<Button onClick={() => void navigate(-1)}>返回上一页</Button>} />;
  if (!record || elsewhere)
    return (
      <PageCard title="设备详情">
        <Skeleton active paragraph={{ rows: 12 }} />
      </PageCard>
    );

  return (
    <div className="eqd">
      <PageCard
        title={record.productName}
        note={
          <span className="eqd-note">
            {EQUIPMENT_TYPE_NAMES[record.typeCode]} · <CatalogueLabel typeCode={record.typeCode} code={record.catalogueCode} /> ·{' '}
            <DictLabel type="equipment_use_status" value={record.useStatus} />
          </span>
        }
        extra={
          mayEdit && (
            <Button type="primary" icon={<EditOutlined />} onClick={() => void navigate(formPath(record.typeCode, 'edit', record.id))}>
              编辑
            </Button>
          )
        }
      >
        <RecordView record={record} />
      </PageCard>
      {/* Only once a registration issued them; the panel draws nothing before. */}
      <EquipmentDocumentsPanel equipmentId={record.id} title="使用登记证与使用标志" />
      <UseManageRecord equipmentId={record.id} />
      <PageCard title={record.typeCode === '8000' ? '工程信息与管道单元' : '技术参数'}>
        <ParamsView record={record} />
      </PageCard>
      <PageCard title="设备资料" note={mayEdit ? '产品合格证、使用登记证、检验报告等，可上传 PDF 或图片' : undefined}>
        <div className="att-grid">
          {ATTACHMENT_KINDS.map((kind) => (
            <AttachmentUpload key={kind} bizType="equipment" bizId={record.id} kind={kind} readOnly={!mayEdit} />
          ))}
        </div>
      </PageCard>
      <PageCard title="检验记录">
        <Inspections id={record.id} />
      </PageCard>
      <PageCard title="变更记录">
        <Changes id={record.id} />
      </PageCard>
    </div>
  );
}
