import { FAULT_COMPONENTS, reportFaultInput } from '@portal/contract/api/rescue';

import { Button, Col, DatePicker, Form, Input, Row, Select, Space } from 'antd';
import { useNavigate } from 'react-router';
import { useReportFault } from '../../api/rescue';
import { fromSchema } from '../../components/form-rules';
import { PageCard } from '../../components/page-card';
import { SaveFailureAlert, useSaveFailure } from '../../components/save-failure';
import { PATHS, recordPath } from '../../routes/paths';
import { chinaNow, ElevatorPicker, MOMENT_FORMAT, momentProps, optionsOf } from './rescue-parts';
import './rescue.css';

interface Values {
  equipmentId: string;
  faultAt: string;
  phenomenon: string;
  component: keyof typeof FAULT_COMPONENTS;
  description: string;
}

const field = reportFaultInput.shape;

/** 登记故障: the use unit or the maintenance unit registers a fault of an elevator; the other side is told. */
export default function FaultFormPage() {
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const report = useReportFault();
  const { failure, fail, clear } = useSaveFailure();

  const submit = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    clear();
    try {
      const r = await report.mutateAsync(v);
      void navigate(recordPath(PATHS.faultDetail, r.id), { replace: true });
    } catch (e) {
      fail(e);
    }
  };

  return (
    <PageCard title="登记故障" note="只列出已由维保单位在平台认领的电梯。有人被困时请直接“报告困人”，或由维保单位将故障转为困人救援。">
      <SaveFailureAlert failure={failure} className="rescue-alert" />
      <Form form={form} layout="vertical" initialValues={{ faultAt: chinaNow(), description: '' }} style={{ maxWidth: 880 }}>
        <Form.Item name="equipmentId" label="电梯" required rules={[fromSchema(field.equipmentId)]}>
          <ElevatorPicker />
        </Form.Item>
        <Row gutter={16}>
          <Col span={8}>
            <Form.Item name="faultAt" label="故障发生时间" required rules={[fromSchema(field.faultAt)]} {...momentProps}>
              <DatePicker showTime={{ format: 'HH:mm' }} format={MOMENT_FORMAT} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="component" label="故障部件" required rules={[fromSchema(field.component)]}>
              <Select options={optionsOf(FAULT_COMPONENTS)} placeholder="请选择" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="phenomenon" label="故障现象" required rules={[fromSchema(field.phenomenon)]}>
              <Input maxLength={200} placeholder="如：3楼厅门关闭不严，电梯不启动" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="description" label="情况说明" rules={[fromSchema(field.description)]}>
              <Input.TextArea rows={2} maxLength={200} />
            </Form.Item>
          </Col>
        </Row>
        <Space>
          <Button type="primary" loading={report.isPending} onClick={() => void submit()}>
            登记故障
          </Button>
          <Button onClick={() => void navigate(PATHS.fault)}>返回列表</Button>
        </Space>
      </Form>
    </PageCard>
  );
}
