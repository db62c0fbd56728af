import { RESCUE_SOURCES, TIME_ORDER_MESSAGES, reportRescueInput } from '@portal/contract/api/rescue';

import { Button, Col, DatePicker, Form, Input, InputNumber, Row, Select, Space, type FormRule } from 'antd';
import { useNavigate } from 'react-router';
import { useReportRescue } from '../../api/rescue';
import { fromSchema } from '../../components/form-rules';
import { PageCard } from '../../components/page-card';
import { SaveFailureAlert, useSaveFailure } from '../../components/save-failure';
import { PATHS, recordPath } from '../../routes/paths';
import { chinaNow, ElevatorPicker, MOMENT_FORMAT, momentProps, optionsOf } from './rescue-parts';
import './rescue.css';

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
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const report = useReportRescue();
  const { failure, fail, clear } = useSaveFailure();
  const now = chinaNow();

  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    clear();
    try {
      const r = await report.mutateAsync(v);
      void navigate(recordPath(PATHS.rescueDetail, r.id), { replace: true });
    } catch (e) {
      fail(e);
    }
  };

  return (
    <PageCard title="报告困人" note="只列出已由维保单位在平台认领的电梯。报告后，维保单位立即收到通知，应在30分钟内到达现场。">
      <SaveFailureAlert failure={failure} className="rescue-alert" />
      <Form form={form} layout="vertical" initialValues={{ trappedAt: now, alarmAt: now, trappedCount: 1, source: 'hotline', description: '' }} style={{ maxWidth: 880 }}>
        <Form.Item name="equipmentId" label="电梯" required rules={[fromSchema(field.equipmentId)]}>
          <ElevatorPicker />
        </Form.Item>
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item name="source" label="报警来源" required rules={[fromSchema(field.source)]}>
              <Select options={optionsOf(RESCUE_SOURCES)} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="trappedAt" label="被困时间" required rules={[fromSchema(field.trappedAt)]} {...momentProps}>
              <DatePicker showTime={{ format: 'HH:mm' }} format={MOMENT_FORMAT} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="alarmAt" label="接警时间" required dependencies={['trappedAt']} rules={[fromSchema(field.alarmAt), alarmAfterTrapped]} {...momentProps}>
              <DatePicker showTime={{ format: 'HH:mm' }} format={MOMENT_FORMAT} style={{ width: '100%' }} />
            </Form.Item>
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
        </Row>
        <Space>
          <Button type="primary" danger loading={report.isPending} onClick={() => void submit()}>
            报告困人
          </Button>
          <Button onClick={() => void navigate(PATHS.rescue)}>返回列表</Button>
        </Space>
      </Form>
    </PageCard>
  );
}
