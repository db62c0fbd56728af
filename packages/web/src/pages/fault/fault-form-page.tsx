import { FAULT_COMPONENTS, reportFaultInput } from '@portal/contract/api/fault';

import { Col, Form, Input, Select } from 'antd';
import { useReportFault } from '../../api/rescue';
import { choicesOf } from '../../components/choices';
import { fromSchema } from '../../components/form-rules';
import { PATHS } from '../../routes/paths';
import { ReportForm } from '../../components/rescue/report-form';
import { chinaNow, MomentField } from '../../components/rescue/rescue-parts';
import '../../components/rescue/rescue.css';

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
  return (
    <ReportForm<Values, { id: string }>
      title="登记故障"
      note="只列出已由维保单位在平台认领的电梯。有人被困时请直接“报告困人”，或由维保单位将故障转为困人救援。"
      initialValues={{ faultAt: chinaNow(), description: '' }}
      elevatorRule={fromSchema(field.equipmentId)}
      report={useReportFault()}
      detailPath={PATHS.faultDetail}
      listPath={PATHS.fault}
    >
      <Col span={8}>
        <MomentField name="faultAt" label="故障发生时间" rule={field.faultAt} />
      </Col>
      <Col span={8}>
        <Form.Item name="component" label="故障部件" required rules={[fromSchema(field.component)]}>
          <Select options={choicesOf(FAULT_COMPONENTS)} placeholder="请选择" />
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
    </ReportForm>
  );
}
