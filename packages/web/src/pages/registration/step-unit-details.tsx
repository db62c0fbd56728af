import { Col, Form, Input, Row } from 'antd';
import { AreaCascader, useAreaRules } from '../../components/area-cascader';
import { VALIDATE_DELAY } from '../../components/form-rules';
import { FIELD_LABELS, ruleOf, type LabelledField } from './register-fields';

interface TextField {
  name: Exclude<LabelledField, 'areaCode' | 'unitType'>;
  required?: boolean;
  maxLength: number;
  placeholder?: string;
  extra?: string;
  wide?: boolean;
}

const AFTER_AREA: TextField[] = [
  { name: 'postalCode', maxLength: 6, placeholder: '6位邮政编码' },
  { name: 'address', required: true, maxLength: 200, placeholder: '详细地址，如 宁波市海曙区中山西路138号', wide: true },
  { name: 'legalPerson', required: true, maxLength: 32 },
  { name: 'contactPerson', required: true, maxLength: 32, extra: '审核通过后为单位主账号的使用人' },
  { name: 'mobile', required: true, maxLength: 11, placeholder: '11位手机号码', extra: '用于接收验证码和审核结果短信' },
  { name: 'phone', maxLength: 32, placeholder: '手机号或座机号，如 0574-87000000' },
  { name: 'email', maxLength: 100, placeholder: '如 name@example.cn' },
];

function Text({ f }: { f: TextField }) {
  return (
    <Col xs={24} md={f.wide ? 24 : 12}>
      <Form.Item name={f.name} label={FIELD_LABELS[f.name]} required={f.required} rules={ruleOf(f.name)} validateDebounce={VALIDATE_DELAY} extra={f.extra}>
        <Input maxLength={f.maxLength} placeholder={f.placeholder ?? `请输入${FIELD_LABELS[f.name]}`} />
      </Form.Item>
    </Col>
  );
}

/** Step two: where the unit is and who speaks for it. */
export function UnitDetailsStep() {
  const areaRules = useAreaRules();
  return (
    <Row gutter={24}>
      <Col xs={24} md={12}>
        <Form.Item name="areaCode" label={FIELD_LABELS.areaCode} required rules={areaRules} extra="请选择到区县">
          <AreaCascader />
        </Form.Item>
      </Col>
      {AFTER_AREA.map((f) => (
        <Text key={f.name} f={f} />
      ))}
    </Row>
  );
}
