import type { ConstructionForm, ConstructionRecord, EquipmentTypeCode, LicenceItem, UnitLicenceView, WorkType } from '@portal/contract';
import { constructionForm } from '@portal/contract/api/construction';
import { LICENCE_ITEMS, WORK_TYPES, WORK_TYPE_KEYS, levelOf, licenceItemText } from '@portal/contract/domain/licences';

import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Descriptions, Form, Input, Row, Select, type FormInstance } from 'antd';
import { AreaCascader, useAreaRules } from '../../components/area-cascader';
import { FilingForm } from '../../components/draft-form';
import { DateCell, FieldCell, TextAreaCell, TextCell } from '../../components/form-cell';
import { fromObjectSchema } from '../../components/form-rules';
import { CatalogueSelect } from '../../components/equipment/catalogue-select';

export type ConstructionValues = Omit<ConstructionForm, 'workType' | 'licenceItem'> & { workType?: WorkType; licenceItem?: LicenceItem };

export const valuesOf = (r: ConstructionRecord): ConstructionValues => ({
  workType: r.workType,
  licenceItem: r.licenceItem,
  licenceLevel: r.licenceLevel,
  catalogueCode: r.catalogueCode,
  useUnitName: r.useUnitName,
  useUscc: r.useUscc,
  areaCode: r.areaCode,
  address: r.address,
  siteManager: r.siteManager,
  siteManagerMobile: r.siteManagerMobile,
  plannedStart: r.plannedStart,
  plannedEnd: r.plannedEnd,
  supervisionBody: r.supervisionBody,
  remark: r.remark,
  items: r.items.map(({ equipmentId: _e, ...i }) => i),
});

export const EMPTY_ITEM = { deviceCode: '', productName: '', model: '', productNo: '', manufacturer: '', manufactureDate: '', levelValue: '' };

/** The contract's own checks: the work type, licence, variety and devices are compared, so the whole form is parsed. */
const rules = (name: keyof ConstructionForm | readonly PropertyKey[]) => [fromObjectSchema(constructionForm, name)];

interface Props {
  form: FormInstance<ConstructionValues>;
  licence: NonNullable<UnitLicenceView['current']>;
  initialValues: Partial<ConstructionValues>;
}

/** The notice: the work and the licence it is done under, the devices, the use unit and place, and the plan. */
export function ConstructionFormFields({ form, licence, initialValues }: Props) {
  const item = Form.useWatch<LicenceItem | undefined>('licenceItem', form);
  const level = Form.useWatch<string | undefined>('licenceLevel', form);
  const workType = Form.useWatch<WorkType | undefined>('workType', form);
  const areaRules = useAreaRules('请选择设备使用地点所在区域');
  const limit = item && level ? levelOf(item, level)?.limit : undefined;
  const typeCode = item ? (`${LICENCE_ITEMS[item].category}000` as EquipmentTypeCode) : undefined;

  return (
    <FilingForm form={form} initialValues={initialValues}>
      <h3 className="ur-section">施工单位许可</h3>
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, lg: 3 }}
        items={[
          { key: 'no', label: '许可证编号', children: licence.licenceNo },
          { key: 'issuer', label: '发证机关', children: licence.issuer },
          { key: 'validTo', label: '有效期至', children: licence.validTo },
        ]}
      />
      <Row gutter={24} className="ur-alert">
        <FieldCell name="licenceItem" label="许可项目及级别" required rules={rules('licenceItem')} extra="只列出本单位许可证上的项目">
          <Select
            placeholder="请选择"
            options={licence.items.map((e) => ({ value: e.item, label: licenceItemText(e.item, e.level) }))}
            onChange={(v: LicenceItem) => {
              form.setFieldsValue({ licenceLevel: licence.items.find((e) => e.item === v)?.level ?? '', catalogueCode: '' });
              void form.validateFields(['workType']).catch(() => undefined);
            }}
          />
        </FieldCell>
        <Form.Item name="licenceLevel" hidden>
          <Input />
        </Form.Item>
        <FieldCell name="workType" label="施工类别" required rules={rules('workType')} dependencies={['licenceItem']}>
          <Select placeholder="请选择" options={WORK_TYPE_KEYS.map((k) => ({ value: k, label: WORK_TYPES[k] }))} />
        </FieldCell>
        <FieldCell name="catalogueCode" label="设备类别 / 品种" required rules={rules('catalogueCode')} extra={typeCode ? undefined : '请先选择许可项目'}>
          {typeCode ? <CatalogueSelect typeCode={typeCode} /> : <Select disabled placeholder="请先选择许可项目" />}
        </FieldCell>
      </Row>

      <h3 className="ur-section">施工设备</h3>
      <Form.List name="items">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field, n) => (
              <div key={field.key} className="cn-item">
                <div className="cn-item-head">
                  <span>第 {n + 1} 台</span>
                  {fields.length > 1 && (
                    <Button type="link" size="small" danger icon={<DeleteOutlined />} onClick={() => remove(field.name)}>
                      删除
                    </Button>
                  )}
                </div>
                <Row gutter={16}>
                  <TextCell
                    name={[field.name, 'deviceCode']}
                    label="设备代码"
                    required={workType !== undefined && workType !== 'install'}
                    rules={rules(['items', n, 'deviceCode'])}
                    dependencies={['workType']}
                    extra={workType === 'install' ? '新设备填写制造单位给出的设备代码（如有）' : '改造、重大修理填写使用单位已登记设备的设备代码'}
                    max={18}
                  />
                  <TextCell name={[field.name, 'productName']} label="设备名称" required rules={rules(['items', n, 'productName'])} max={100} />
                  <TextCell name={[field.name, 'model']} label="型号（规格）" required rules={rules(['items', n, 'model'])} max={100} />
                  <TextCell name={[field.name, 'productNo']} label="产品编号" required rules={rules(['items', n, 'productNo'])} max={50} />
                  <TextCell name={[field.name, 'manufacturer']} label="制造单位" required rules={rules(['items', n, 'manufacturer'])} max={100} />
                  <DateCell name={[field.name, 'manufactureDate']} label="制造日期" required rules={rules(['items', n, 'manufactureDate'])} />
                  {limit && (
                    <TextCell
                      name={[field.name, 'levelValue']}
                      label={`${limit.label}（${limit.unit}）`}
                      required
                      rules={rules(['items', n, 'levelValue'])}
                      dependencies={['licenceLevel']}
                      extra={`${level}级许可：不大于${limit.max}${limit.unit}`}
                      max={12}
                    />
                  )}
                </Row>
              </div>
            ))}
            {fields.length < 50 && (
              <Button type="dashed" block icon={<PlusOutlined />} onClick={() => add({ ...EMPTY_ITEM })}>
                添加设备
              </Button>
            )}
          </>
        )}
      </Form.List>

      <h3 className="ur-section">使用单位与使用地点</h3>
      <Row gutter={24}>
        <TextCell name="useUnitName" label="使用单位名称" required rules={rules('useUnitName')} max={100} />
        <TextCell name="useUscc" label="使用单位统一社会信用代码" required rules={rules('useUscc')} extra="使用单位已在本平台注册的，接收后会收到通知" max={18} />
        <FieldCell name="areaCode" label="设备使用地点所在区域" required rules={areaRules}>
          <AreaCascader />
        </FieldCell>
        <TextCell name="address" label="设备使用地点" required rules={rules('address')} max={200} placeholder="街道、门牌号及楼栋" xl={24} />
      </Row>

      <h3 className="ur-section">施工安排</h3>
      <Row gutter={24}>
        <DateCell name="plannedStart" label="计划开工日期" required rules={rules('plannedStart')} />
        <DateCell name="plannedEnd" label="计划竣工日期" required rules={rules('plannedEnd')} dependencies={['plannedStart']} />
        <TextCell name="supervisionBody" label="监督检验机构" required rules={rules('supervisionBody')} max={100} />
        <TextCell name="siteManager" label="施工现场负责人" required rules={rules('siteManager')} max={32} />
        <TextCell name="siteManagerMobile" label="现场负责人手机号码" required rules={rules('siteManagerMobile')} max={11} />
        <TextAreaCell name="remark" label="备注" rules={rules('remark')} max={500} rows={[2, 5]} xl={24} />
      </Row>
    </FilingForm>
  );
}
