import type { EquipmentTypeCode, OperationMode } from '@portal/contract';
import { EQUIPMENT_TYPE_NAMES, EQUIPMENT_TYPES, OPERATION_MODES } from '@portal/contract/domain/codes';

import { EditOutlined, ProfileOutlined } from '@ant-design/icons';
import { Button, Result, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useEquipment } from '../../../api/equipment';
import { failureText } from '../../../api/http';
import { PageCard } from '../../../components/page-card';
import { usePageParam } from '../../../components/page-param';
import { detailPath, PATHS } from '../../../routes/paths';
import { EquipmentForm } from './equipment-form';
import { formPath, useMayEdit } from './record-access';
import { TypePicker } from './type-picker';

const PIPELINE: EquipmentTypeCode = '8000';
const isTypeCode = (v: string): v is EquipmentTypeCode => (Object.values(EQUIPMENT_TYPES) as string[]).includes(v);
const NOTE = '带 * 的为必填项；保存时平台按同样的规则再次校验。';

/** A new record: the category first (from the address, or picked on cards), then its form. */
function NewRecord({ pipeline }: { pipeline: boolean }) {
  const navigate = useNavigate();
  const preset = usePageParam('typeCode');
  const [typeCode, setTypeCode] = useState<EquipmentTypeCode | null>(pipeline ? PIPELINE : isTypeCode(preset) ? preset : null);

  const pick = (t: EquipmentTypeCode) => (t === PIPELINE ? void navigate(PATHS.pipelineForm) : setTypeCode(t));
  if (typeCode === PIPELINE && !pipeline) return <Navigate to={PATHS.pipelineForm} replace />;

  if (!typeCode)
    return (
      <PageCard title="新增设备" note="先选择设备种类">
        <TypePicker onPick={pick} />
      </PageCard>
    );
  return (
    <PageCard title={pipeline ? '压力管道登记' : `新增设备 · ${EQUIPMENT_TYPE_NAMES[typeCode]}`} note={pipeline ? `按工程（装置）登记，逐条填写管道单元。${NOTE}` : NOTE}>
      <EquipmentForm key={typeCode} typeCode={typeCode} onRetype={pipeline ? undefined : () => setTypeCode(null)} />
    </PageCard>
  );
}

/** A stored record to edit or to read; a missing or another unit's id reads as not found. */
function StoredRecord({ id, readOnly }: { id: string; readOnly: boolean }) {
  const navigate = useNavigate();
  const query = useEquipment(id, !readOnly);
  const record = query.data;
  const mayEdit = useMayEdit(record?.unitId);

  if (!id) return <Result status="warning" title="未指定设备" subTitle="请从设备列表或设备详情进入。" />;
  if (query.isError) return <Result status="404" title="设备不存在" subTitle={failureText(query.error)} />;
  if (!record)
    return (
      <PageCard title={readOnly ? '查看设备信息' : '编辑设备信息'}>
        <Skeleton active paragraph={{ rows: 10 }} />
      </PageCard>
    );
  if (!readOnly && !mayEdit) return <Result status="403" title="不能编辑该设备" subTitle="只能编辑本单位登记的设备；如需查看，请打开设备详情。" />;

  const name = `${EQUIPMENT_TYPE_NAMES[record.typeCode]} ${record.productName}`;
  return (
    <PageCard
      title={readOnly ? `查看设备信息 · ${name}` : `编辑设备信息 · ${name}`}
      note={readOnly ? undefined : NOTE}
      extra={
        <Space>
          <Button icon={<ProfileOutlined />} onClick={() => void navigate(detailPath(record.typeCode, record.id))}>
            设备详情
          </Button>
          {readOnly && mayEdit && (
            <Button type="primary" icon={<EditOutlined />} onClick={() => void navigate(formPath(record.typeCode, 'edit', record.id))}>
              编辑
            </Button>
          )}
        </Space>
      }
    >
      <EquipmentForm key={`${record.id}-${record.version}`} typeCode={record.typeCode} record={record} readOnly={readOnly} onReload={() => void query.refetch()} />
    </PageCard>
  );
}

/** Spec §3 operation modes from the address: ?mode=add (default), ?mode=edit&id=…, ?mode=view&id=…. */
export function RecordPage({ pipeline = false }: { pipeline?: boolean }) {
  const mode = usePageParam('mode');
  const id = usePageParam('id');
  const chosen: OperationMode = (OPERATION_MODES as readonly string[]).includes(mode) ? (mode as OperationMode) : 'add';
  return chosen === 'add' ? <NewRecord pipeline={pipeline} /> : <StoredRecord id={id} readOnly={chosen === 'view'} />;
}
