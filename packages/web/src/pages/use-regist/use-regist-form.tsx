import type { UseRegistForm, UseRegistRecord } from '@portal/contract';
import { useRegistForm, registFormProblems, USE_REGIST_KIND } from '@portal/contract/api/use-regist';
import { EQUIPMENT_TYPE_NAMES } from '@portal/contract/domain/codes';

import { Col, Descriptions, Form, Input, Row, Select, type FormInstance, type FormRule } from 'antd';
import { useEffect, useState } from 'react';
import { useRegistrable } from '../../api/use-regist';
import { AreaCascader, useAreaRules } from '../../components/area-cascader';
import { FilingForm } from '../../components/draft-form';
import { DateCell, FieldCell, TextAreaCell, TextCell } from '../../components/form-cell';
import { fromSchema } from '../../components/form-rules';
import { chinaToday } from '../../components/format';
import { USE_REGIST_LABELS as L } from '../../components/use-regist/use-regist-labels';

export type UseRegistValues = { [K in keyof UseRegistForm]: string };
type Field = keyof UseRegistValues;

export const valuesOf = (r: UseRegistRecord): UseRegistValues => ({
  equipmentId: r.equipmentId,
  putIntoUseDate: r.putIntoUseDate,
  areaCode: r.areaCode,
  address: r.address,
  internalNo: r.internalNo,
  safetyManager: r.safetyManager,
  safetyManagerMobile: r.safetyManagerMobile,
  maintenanceUnit: r.maintenanceUnit,
  maintenancePhone: r.maintenancePhone,
  propertyUnit: r.propertyUnit,
  contactPerson: r.contactPerson,
  contactPhone: r.contactPhone,
  fillerName: r.fillerName,
  fillDate: r.fillDate,
  remark: r.remark,
});

/** The field's own rule from the contract, and the category's rules (an elevator's internal number) once the equipment is known. */
const rules = (name: Exclude<Field, 'equipmentId'>, typeCode: string): FormRule[] => [
  fromSchema(useRegistForm.shape[name]),
  (form) => ({
    validator: () => {
      const v = form.getFieldsValue() as UseRegistValues;
      const problem = registFormProblems(v, typeCode, chinaToday()).find((p) => p.path === name);
      return problem ? Promise.reject(new Error(problem.message)) : Promise.resolve();
    },
  }),
];

interface Props {
  form: FormInstance<UseRegistValues>;
  /** The stored application; a new one picks its equipment first. */
  record?: UseRegistRecord;
  initialValues: Partial<UseRegistValues>;
  /** 委托申报: the authorisation a new application is filed under ('' for the unit's own devices). */
  entrustId?: string;
}

/** The registration form: the equipment (chosen once), then where and since when it is used and who answers for it. */
export function UseRegistFormFields({ form, record, initialValues, entrustId = '' }: Props) {
  const [keyword, setKeyword] = useState('');
  const registrable = useRegistrable(keyword, !record, entrustId);
  const choices = registrable.data ?? [];
  const [picked, setPicked] = useState('');
  // A device named in the address (?equipmentId= from the registration-method page) counts as picked once it is listed.
  const preset = record ? undefined : choices.find((c) => c.id === initialValues.equipmentId);
  const typeCode = record?.equipment.typeCode ?? (picked || preset?.typeCode || '');
  // A claimed maintenance assignment sets the maintenance unit and phone: shown read-only, as the device has them now.
  const [pickedId, setPickedId] = useState('');
  const held = record ? record.equipment.assignedMaintenance : (choices.find((c) => c.id === (pickedId || preset?.id))?.assignedMaintenance ?? null);
  const heldUnit = held?.unit;
  const heldPhone = held?.phone;
  useEffect(() => {
    if (heldUnit !== undefined) form.setFieldsValue({ maintenanceUnit: heldUnit, maintenancePhone: heldPhone });
  }, [form, heldUnit, heldPhone]);
  const areaRules = useAreaRules('请选择设备使用地点所在区域');

  // The place and people as the equipment record has them; the unit corrects them here if they changed.
  const fill = (e: (typeof choices)[number]) =>
    form.setFieldsValue({
      areaCode: e.areaCode,
      address: e.address,
      internalNo: e.internalNo,
      safetyManager: e.safetyManager,
      maintenanceUnit: e.maintenanceUnit,
      maintenancePhone: e.maintenancePhone,
    });
  const pick = (id: string) => {
    const e = choices.find((c) => c.id === id);
    if (!e) return;
    setPicked(e.typeCode);
    setPickedId(e.id);
    fill(e);
  };
  useEffect(() => {
    if (preset && !picked) fill(preset);
    // Filled once, when the preset device is first listed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [preset?.id]);

  return (
    <FilingForm form={form} initialValues={initialValues}>
      <h3 className="ur-section">申请设备</h3>
      {record ? (
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, lg: 3 }}
          items={[
            { key: 'kind', label: '登记类别', children: record.regKind },
            { key: 'type', label: '设备种类', children: EQUIPMENT_TYPE_NAMES[record.equipment.typeCode as keyof typeof EQUIPMENT_TYPE_NAMES] ?? record.equipment.typeCode },
            { key: 'name', label: '设备名称', children: record.equipment.productName },
            { key: 'model', label: '型号（规格）', children: record.equipment.model },
            { key: 'no', label: '产品编号', children: record.equipment.productNo },
            { key: 'code', label: '设备代码', children: record.equipment.deviceCode || '—' },
          ]}
        />
      ) : (
        <Row gutter={24}>
          <Col xs={24} xl={16}>
            <Form.Item name="equipmentId" label="设备" required rules={[{ required: true, message: '请选择设备' }]} extra="只列出本单位尚未办理使用登记、也没有办理中申请的设备">
              <Select
                showSearch={{ filterOption: false, onSearch: setKeyword }}
                placeholder="输入设备代码、产品编号或设备名称查找"
                loading={registrable.isFetching}
                notFoundContent={registrable.isFetching ? '查找中…' : '没有可申请登记的设备，请先在“设备信息维护”中新增设备'}
                onChange={pick}
                options={choices.map((e) => ({
                  value: e.id,
                  label: `${e.productName} · ${e.productNo}${e.deviceCode ? ` · ${e.deviceCode}` : ''}`,
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} xl={8}>
            <Form.Item label="登记类别">
              <Input value={USE_REGIST_KIND} disabled />
            </Form.Item>
          </Col>
        </Row>
      )}

      <h3 className="ur-section">使用信息</h3>
      <Row gutter={24}>
        <DateCell name="putIntoUseDate" label={L.putIntoUseDate} required rules={rules('putIntoUseDate', typeCode)} placeholder="请选择投入使用日期" />
        <FieldCell name="areaCode" label={L.areaCode} required rules={areaRules}>
          <AreaCascader />
        </FieldCell>
        <TextCell name="address" label={L.address} required rules={rules('address', typeCode)} max={200} placeholder="街道、门牌号及楼栋" />
        <TextCell name="internalNo" label={L.internalNo} required={typeCode === '3000'} rules={rules('internalNo', typeCode)} max={50} placeholder="如：3号楼1号梯" />
        <TextCell name="safetyManager" label={L.safetyManager} required rules={rules('safetyManager', typeCode)} max={32} />
        <TextCell name="safetyManagerMobile" label={L.safetyManagerMobile} required rules={rules('safetyManagerMobile', typeCode)} max={11} placeholder="11位手机号码" />
        <TextCell
          name="maintenanceUnit"
          label={L.maintenanceUnit}
          required={typeCode === '3000'}
          rules={rules('maintenanceUnit', typeCode)}
          extra={held ? `由${L.maintenanceUnit}认领确定；如需更换，请办理${L.maintenanceUnit}变更` : undefined}
          max={100}
          disabled={!!held}
        />
        <TextCell
          name="maintenancePhone"
          label={L.maintenancePhone}
          required={typeCode === '3000'}
          rules={rules('maintenancePhone', typeCode)}
          max={32}
          placeholder="手机或带区号的固定电话"
          disabled={!!held}
        />
        <FieldCell name="propertyUnit" label={L.propertyUnit} rules={rules('propertyUnit', typeCode)} extra="产权单位与使用单位相同时可不填">
          <Input maxLength={100} />
        </FieldCell>
      </Row>

      <h3 className="ur-section">填表信息</h3>
      <Row gutter={24}>
        <TextCell name="contactPerson" label={L.contactPerson} required rules={rules('contactPerson', typeCode)} max={32} />
        <TextCell name="contactPhone" label={L.contactPhone} required rules={rules('contactPhone', typeCode)} max={32} placeholder="手机或带区号的固定电话" />
        <TextCell name="fillerName" label={L.fillerName} required rules={rules('fillerName', typeCode)} max={32} />
        <DateCell name="fillDate" label={L.fillDate} required rules={rules('fillDate', typeCode)} />
        <TextAreaCell name="remark" label={L.remark} rules={rules('remark', typeCode)} max={500} rows={[1, 4]} xl={16} />
      </Row>
    </FilingForm>
  );
}
