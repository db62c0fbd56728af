import type { ConstructionForm, ConstructionRecord, EquipmentTypeCode, LicenceItem, UnitLicenceView, WorkType } from '@portal/contract';
import { constructionForm } from '@portal/contract/api/construction';
import { LICENCE_ITEMS, WORK_TYPES, WORK_TYPE_KEYS, levelOf, licenceItemText } from '@portal/contract/domain/licences';

import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, DatePicker, Descriptions, Form, Input, Row, Select, type FormInstance } from 'antd';
import { AreaCascader, useAreaRules } from '../../components/area-cascader';
import { dateTextProps } from '../../components/date-value';
import { fromObjectSchema, VALIDATE_DELAY } from '../../components/form-rules';
import { CatalogueSelect } from '../equipment/record/catalogue-select';

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
  const col = { xs: 24, md: 12, xl: 8 };

  return (
    <Form<ConstructionValues> form={form} layout="vertical" className="ur-form" initialValues={initialValues} scrollToFirstError={{ block: 'center' }}>
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
        <Col {...col}>
          <Form.Item name="licenceItem" label="许可项目及级别" required rules={rules('licenceItem')} extra="只列出本单位许可证上的项目">
            <Select
              placeholder="请选择"
              options={licence.items.map((e) => ({ value: e.item, label: licenceItemText(e.item, e.level) }))}
              onChange={(v: LicenceItem) => {
                form.setFieldsValue({ licenceLevel: licence.items.find((e) => e.item === v)?.level ?? '', catalogueCode: '' });
                void form.validateFields(['workType']).catch(() => undefined);
              }}
            />
          </Form.Item>
          <Form.Item name="licenceLevel" hidden>
            <Input />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="workType" label="施工类别" required rules={rules('workType')} dependencies={['licenceItem']}>
            <Select placeholder="请选择" options={WORK_TYPE_KEYS.map((k) => ({ value: k, label: WORK_TYPES[k] }))} />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="catalogueCode" label="设备类别 / 品种" required rules={rules('catalogueCode')} extra={typeCode ? undefined : '请先选择许可项目'}>
            {typeCode ? <CatalogueSelect typeCode={typeCode} /> : <Select disabled placeholder="请先选择许可项目" />}
          </Form.Item>
        </Col>
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
                  <Col {...col}>
                    <Form.Item
                      name={[field.name, 'deviceCode']}
                      label="设备代码"
                      required={workType !== undefined && workType !== 'install'}
                      rules={rules(['items', n, 'deviceCode'])}
                      validateDebounce={VALIDATE_DELAY}
                      dependencies={['workType']}
                      extra={workType === 'install' ? '新设备填写制造单位给出的设备代码（如有）' : '改造、重大修理填写使用单位已登记设备的设备代码'}
                    >
                      <Input maxLength={18} />
                    </Form.Item>
                  </Col>
                  <Col {...col}>
                    <Form.Item name={[field.name, 'productName']} label="设备名称" required rules={rules(['items', n, 'productName'])} validateDebounce={VALIDATE_DELAY}>
                      <Input maxLength={100} />
                    </Form.Item>
                  </Col>
                  <Col {...col}>
                    <Form.Item name={[field.name, 'model']} label="型号（规格）" required rules={rules(['items', n, 'model'])} validateDebounce={VALIDATE_DELAY}>
                      <Input maxLength={100} />
                    </Form.Item>
                  </Col>
                  <Col {...col}>
                    <Form.Item name={[field.name, 'productNo']} label="产品编号" required rules={rules(['items', n, 'productNo'])} validateDebounce={VALIDATE_DELAY}>
                      <Input maxLength={50} />
                    </Form.Item>
                  </Col>
                  <Col {...col}>
                    <Form.Item name={[field.name, 'manufacturer']} label="制造单位" required rules={rules(['items', n, 'manufacturer'])} validateDebounce={VALIDATE_DELAY}>
                      <Input maxLength={100} />
                    </Form.Item>
                  </Col>
                  <Col {...col}>
                    <Form.Item name={[field.name, 'manufactureDate']} label="制造日期" required rules={rules(['items', n, 'manufactureDate'])} {...dateTextProps}>
                      <DatePicker style={{ width: '100%' }} />
                    </Form.Item>
                  </Col>
                  {limit && (
                    <Col {...col}>
                      <Form.Item
                        name={[field.name, 'levelValue']}
                        label={`${limit.label}（${limit.unit}）`}
                        required
                        rules={rules(['items', n, 'levelValue'])}
                        validateDebounce={VALIDATE_DELAY}
                        dependencies={['licenceLevel']}
                        extra={`${level}级许可：不大于${limit.max}${limit.unit}`}
                      >
                        <Input maxLength={12} />
                      </Form.Item>
                    </Col>
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
        <Col {...col}>
          <Form.Item name="useUnitName" label="使用单位名称" required rules={rules('useUnitName')} validateDebounce={VALIDATE_DELAY}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item
            name="useUscc"
            label="使用单位统一社会信用代码"
            required
            rules={rules('useUscc')}
            validateDebounce={VALIDATE_DELAY}
            extra="使用单位已在本平台注册的，接收后会收到通知"
          >
            <Input maxLength={18} />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="areaCode" label="设备使用地点所在区域" required rules={areaRules}>
            <AreaCascader />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="address" label="设备使用地点" required rules={rules('address')} validateDebounce={VALIDATE_DELAY}>
            <Input maxLength={200} placeholder="街道、门牌号及楼栋" />
          </Form.Item>
        </Col>
      </Row>

      <h3 className="ur-section">施工安排</h3>
      <Row gutter={24}>
        <Col {...col}>
          <Form.Item name="plannedStart" label="计划开工日期" required rules={rules('plannedStart')} {...dateTextProps}>
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="plannedEnd" label="计划竣工日期" required rules={rules('plannedEnd')} dependencies={['plannedStart']} {...dateTextProps}>
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="supervisionBody" label="监督检验机构" required rules={rules('supervisionBody')} validateDebounce={VALIDATE_DELAY}>
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="siteManager" label="施工现场负责人" required rules={rules('siteManager')} validateDebounce={VALIDATE_DELAY}>
            <Input maxLength={32} />
          </Form.Item>
        </Col>
        <Col {...col}>
          <Form.Item name="siteManagerMobile" label="现场负责人手机号码" required rules={rules('siteManagerMobile')} validateDebounce={VALIDATE_DELAY}>
            <Input maxLength={11} />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item name="remark" label="备注" rules={rules('remark')}>
            <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 2, maxRows: 5 }} />
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
}
