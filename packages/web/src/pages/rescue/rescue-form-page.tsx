import { RESCUE_SOURCES, TIME_ORDER_MESSAGES, reportRescueInput } from '@portal/contract/api/rescue';

import { Col, Form, Input, InputNumber, Select, type FormRule } from 'antd';
import { useReportRescue } from '../../api/rescue';
import { choicesOf } from '../../components/choices';
import { fromSchema } from '../../components/form-rules';
import { PATHS } from '../../routes/paths';
import { ReportForm } from '../../components/rescue/report-form';
import { chinaNow, MomentField } from '../../components/rescue/rescue-parts';
import '../../components/rescue/rescue.css';

interface Values {
  equipmentId: string;
  source: keyof typeof RESCUE_SOURCES;
  trappedAt: string;
  alarmAt: string;
  trappedCount: number;
  description: string;
}

const field = reportRescueInput.shape;

/** The alarm not before the passengers were trapped, with the server's message. */
const alarmAfterTrapped: FormRule = (form) => ({
  validator: (_, alarmAt: string) => {
    const trappedAt = form.getFieldValue('trappedAt') as string;
    return trappedAt && alarmAt && alarmAt < trappedAt ? Promise.reject(new Error(TIME_ORDER_MESSAGES.alarmAt)) : Promise.resolve();
  },
});

/** 报告困人: the use unit or the maintenance unit reports people trapped in an elevator; the other side is told at once. */
export default function RescueFormPage() {
  const now = chinaNow();
  return (
    <ReportForm<Values, { id: string }>
      title="报告困人"
      note="只列出已由维保单位在平台认领的电梯。报告后，维保单位立即收到通知，应在30分钟内到达现场。"
      initialValues={{ trappedAt: now, alarmAt: now, trappedCount: 1, source: 'hotline', description: '' }}
      elevatorRule={fromSchema(field.equipmentId)}
      report={useReportRescue()}
      detailPath={PATHS.rescueDetail}
      listPath={PATHS.rescue}
      danger
    >
      <Col span={8}>
        <Form.Item name="source" label="报警来源" required rules={[fromSchema(field.source)]}>
          <Select options={choicesOf(RESCUE_SOURCES)} />
        </Form.Item>
      </Col>
      <Col span={8}>
        <MomentField name="trappedAt" label="被困时间" rule={field.trappedAt} />
      </Col>
      <Col span={8}>
        <MomentField name="alarmAt" label="接警时间" rule={field.alarmAt} rules={[alarmAfterTrapped]} dependencies={['trappedAt']} />
      </Col>
      <Col span={8}>
        <Form.Item name="trappedCount" label="被困人数" required rules={[fromSchema(field.trappedCount)]}>
          <InputNumber min={1} max={99} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Col>
      <Col span={16}>
        <Form.Item name="description" label="情况说明" rules={[fromSchema(field.description)]}>
          <Input maxLength={200} placeholder="停靠楼层、被困人员状况等" />
        </Form.Item>
      </Col>
    </ReportForm>
  );
}
