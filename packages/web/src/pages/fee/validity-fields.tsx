import { DatePicker, Form, Space, type FormRule } from 'antd';
import { dateTextProps } from '../../components/date-value';

/** 执行期: from a day, to a day or, left empty, for good; each end checked by the form's own rule. */
export function ValidityFields({ rule }: { rule: (name: 'validFrom' | 'validTo') => FormRule }) {
  return (
    <Form.Item label="执行期" required>
      <Space>
        <Form.Item name="validFrom" noStyle rules={[rule('validFrom')]} {...dateTextProps}>
          <DatePicker placeholder="开始日期" />
        </Form.Item>
        <span>至</span>
        <Form.Item name="validTo" noStyle rules={[rule('validTo')]} dependencies={['validFrom']} {...dateTextProps}>
          <DatePicker placeholder="长期" />
        </Form.Item>
      </Space>
    </Form.Item>
  );
}
