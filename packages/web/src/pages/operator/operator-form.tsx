import type { OperatorDetail, OperatorFields } from '@portal/contract';
import { operatorFields } from '@portal/contract/api/operator';

import { idCard } from '@portal/contract/validators/rules';

import { Button, Col, DatePicker, Form, Input, Row, Space, type FormRule } from 'antd';
import { dateTextProps } from '../../components/date-value';
import { DictSelect } from '../../components/dict-select';
import { fromObjectSchema, fromSchema, VALIDATE_DELAY } from '../../components/form-rules';
import { SaveFailureAlert, useSaveFailure } from '../../components/save-failure';
import { DICT, OPERATOR_LABELS, sexFromIdNumber } from './operator-fields';

type Values = { [K in keyof OperatorFields]: string };
type Field = keyof Values;

const EMPTY: Partial<Values> = { idType: 'idCard', post: '', hireDate: '', remark: '' };

const valuesOf = (o: OperatorDetail): Values => ({
  name: o.name,
  idType: o.idType,
  idNumber: o.idNumber,
  sex: o.sex,
  mobile: o.mobile,
  post: o.post,
  hireDate: o.hireDate,
  remark: o.remark,
});

/** The contract's checks for the whole record, shown at the field they name (sex must match a resident ID number). */
const rule = (name: Field): FormRule[] => [fromObjectSchema(operatorFields, name)];

/**
 * The number's own limits, and for a resident ID the contract's GB 11643 check. Checked here rather than through the whole
 * record: zod runs that cross-field check only once sex is chosen, and sex is filled in from a valid number.
 */
const ID_NUMBER_RULES: FormRule[] = [
  fromSchema(operatorFields.shape.idNumber),
  ({ getFieldValue }) => ({
    validator: (_, v: unknown) => {
      const msg = getFieldValue('idType') === 'idCard' ? idCard(typeof v === 'string' ? v : '') : null;
      return msg ? Promise.reject(new Error(msg)) : Promise.resolve();
    },
  }),
];

interface OperatorFormProps {
  /** The stored record when editing; a new operator without it. */
  operator?: OperatorDetail;
  submitText: string;
  pending: boolean;
  onSubmit: (input: OperatorFields) => Promise<void>;
  onReload?: () => void;
}

/** An operator's personal details with the server's own rules; the server's refusal shows under the form. */
export function OperatorForm({ operator, submitText, pending, onSubmit, onReload }: OperatorFormProps) {
  const [form] = Form.useForm<Values>();
  const { failure, fail, clear: clearFailure } = useSaveFailure();
  const residentId = Form.useWatch('idType', form) === 'idCard';

  async function submit(v: Values) {
    clearFailure();
    try {
      await onSubmit(operatorFields.parse(v));
    } catch (e) {
      fail(e);
    }
  }

  // A resident ID number says the holder's sex: fill it in rather than let the two disagree.
  const deriveSex = (changed: Partial<Values>, all: Values) => {
    if (!('idNumber' in changed || 'idType' in changed) || all.idType !== 'idCard') return;
    const sex = sexFromIdNumber(all.idNumber ?? '');
    if (!sex || sex === all.sex) return;
    form.setFieldValue('sex', sex);
    // A 请选择性别 or mismatch message left from before goes with the new value.
    if (form.getFieldError('sex').length) void form.validateFields(['sex']).catch(() => undefined);
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      className="op-form"
      initialValues={operator ? valuesOf(operator) : EMPTY}
      onValuesChange={deriveSex}
      onFinish={(v) => void submit(v)}
      scrollToFirstError={{ block: 'center' }}
    >
      <Row gutter={24}>
        <Col xs={24} md={12} xl={8}>
          <Form.Item name="name" label={OPERATOR_LABELS.name} required rules={rule('name')} validateDebounce={VALIDATE_DELAY}>
            <Input maxLength={32} placeholder="与证件上的姓名一致" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={8}>
          <Form.Item name="idType" label={OPERATOR_LABELS.idType} required rules={rule('idType')}>
            <DictSelect type={DICT.idType} placeholder="请选择证件类型" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={8}>
          <Form.Item name="idNumber" label={OPERATOR_LABELS.idNumber} required rules={ID_NUMBER_RULES} dependencies={['idType']} validateDebounce={VALIDATE_DELAY}>
            <Input maxLength={30} placeholder="居民身份证为18位，末位可为X" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={8}>
          <Form.Item
            name="sex"
            label={OPERATOR_LABELS.sex}
            required
            rules={rule('sex')}
            dependencies={['idType', 'idNumber']}
            extra={residentId ? '填写身份证号后自动带出' : undefined}
          >
            <DictSelect type={DICT.sex} placeholder="请选择性别" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={8}>
          <Form.Item name="mobile" label={OPERATOR_LABELS.mobile} required rules={rule('mobile')} validateDebounce={VALIDATE_DELAY}>
            <Input maxLength={11} placeholder="11位手机号码" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={8}>
          <Form.Item name="post" label={OPERATOR_LABELS.post} rules={rule('post')} validateDebounce={VALIDATE_DELAY}>
            <Input maxLength={50} placeholder="如：叉车司机、锅炉房司炉工" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={8}>
          <Form.Item name="hireDate" label={OPERATOR_LABELS.hireDate} rules={rule('hireDate')} {...dateTextProps}>
            <DatePicker style={{ width: '100%' }} placeholder="请选择聘用日期" />
          </Form.Item>
        </Col>
        <Col xs={24} xl={16}>
          <Form.Item name="remark" label={OPERATOR_LABELS.remark} rules={rule('remark')} validateDebounce={VALIDATE_DELAY}>
            <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 1, maxRows: 4 }} />
          </Form.Item>
        </Col>
      </Row>
      <SaveFailureAlert failure={failure} onReload={onReload} className="op-failure" />
      <Space>
        <Button type="primary" htmlType="submit" loading={pending}>
          {submitText}
        </Button>
        {operator && <Button onClick={() => form.setFieldsValue(valuesOf(operator))}>撤销修改</Button>}
      </Space>
    </Form>
  );
}
