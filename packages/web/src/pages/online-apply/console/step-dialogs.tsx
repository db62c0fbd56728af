import { acceptInput, refuseInput, scheduleInput, type InspectionApplyRecord } from '@portal/contract';
import { INSPECTION_FLOW } from '@portal/contract/api/online-apply';

import { Alert, App, DatePicker, Form, Input, type FormRule } from 'antd';
import { useAcceptInspection, useRefuseInspection, useScheduleInspection } from '../../../api/online-apply';
import { dateTextProps } from '../../../components/date-value';
import { FormDialog, useFreshForm } from '../../../components/form-dialog';
import { fromSchema, VALIDATE_DELAY } from '../../../components/form-rules';
import { chinaToday } from '../../../components/format';

type Applied = Pick<InspectionApplyRecord, 'id' | 'version' | 'applyNo'>;

interface DialogProps {
  record: Applied;
  open: boolean;
  onClose: () => void;
}

interface AcceptValues {
  acceptNo: string;
  department: string;
  inspectorName: string;
  inspectorPhone: string;
}

const acceptRule = (k: keyof AcceptValues) => fromSchema(acceptInput.shape[k]);

/** 受理: the body's acceptance number and who will inspect; the unit is told both. */
export function AcceptDialog({ record, open, onClose }: DialogProps) {
  const form = useFreshForm<AcceptValues>(open);
  const accept = useAcceptInspection();
  const { message } = App.useApp();
  return (
    <FormDialog
      open={open}
      title={`受理报检申请 ${record.applyNo}`}
      width={540}
      labelWidth={100}
      form={form}
      saving={accept.isPending}
      okText="受理"
      onSave={async (v) => {
        await accept.mutateAsync({ id: record.id, version: record.version, ...v });
        message.success(`已受理，受理编号 ${v.acceptNo}`);
      }}
      onClose={onClose}
    >
      <Alert type="info" showIcon className="dialog-alert" title="受理后申请单位不能再撤回申请，并会收到受理通知（含受理编号与检验联系人）；随后请核定检验费用。" />
      <Form.Item name="acceptNo" label="受理编号" required rules={[acceptRule('acceptNo')]} validateDebounce={VALIDATE_DELAY}>
        <Input maxLength={32} placeholder="本机构的受理编号" />
      </Form.Item>
      <Form.Item name="department" label="检验部门" required rules={[acceptRule('department')]} validateDebounce={VALIDATE_DELAY}>
        <Input maxLength={50} placeholder="如 电梯检验部" />
      </Form.Item>
      <Form.Item name="inspectorName" label="检验联系人" required rules={[acceptRule('inspectorName')]} validateDebounce={VALIDATE_DELAY}>
        <Input maxLength={32} />
      </Form.Item>
      <Form.Item name="inspectorPhone" label="联系电话" required rules={[acceptRule('inspectorPhone')]} validateDebounce={VALIDATE_DELAY}>
        <Input maxLength={32} placeholder="手机或固定电话" />
      </Form.Item>
    </FormDialog>
  );
}

/** What each refusal means for the unit. */
const REFUSALS = {
  return: '退回后申请单位可修改申请并重新提交。',
  refuse: '不予受理后申请即告结束，所报设备可另行报检。',
} as const;

/** 退回 or 不予受理, with the reason the unit reads. */
export function RefuseDialog({ record, action, onClose }: { record: Applied; action: 'return' | 'refuse' | null; onClose: () => void }) {
  const form = useFreshForm<{ opinion: string }>(action);
  const refuse = useRefuseInspection();
  const { message } = App.useApp();
  const label = action ? INSPECTION_FLOW.transitions.find((t) => t.action === action)?.label : '';
  return (
    <FormDialog
      open={!!action}
      title={`${label ?? ''} ${record.applyNo}`}
      width={540}
      labelWidth={80}
      form={form}
      saving={refuse.isPending}
      okText={`确定${label ?? ''}`}
      onSave={async (v) => {
        if (!action) return;
        await refuse.mutateAsync({ id: record.id, version: record.version, action, opinion: v.opinion });
        message.success(`已${label ?? ''}`);
      }}
      onClose={onClose}
    >
      {action && <Alert type="warning" showIcon className="dialog-alert" title={`${REFUSALS[action]}原因将通知申请单位。`} />}
      <Form.Item name="opinion" label="原因" required rules={[fromSchema(refuseInput.shape.opinion)]} validateDebounce={VALIDATE_DELAY}>
        <Input.TextArea rows={4} maxLength={500} showCount placeholder="如：报检申请书未加盖单位公章，请补充后重新提交" />
      </Form.Item>
    </FormDialog>
  );
}

/** As the server refuses it: an inspection is agreed for today or later. */
const notPast: FormRule = {
  validator: (_, v: unknown) => (typeof v === 'string' && v && v < chinaToday() ? Promise.reject(new Error('检验日期不能早于今天')) : Promise.resolve()),
};

/** 约定检验: the date and place agreed with the unit; once scheduled it can be changed until the inspection starts. */
export function ScheduleDialog({ record, open, onClose }: DialogProps & { record: InspectionApplyRecord }) {
  const today = chinaToday();
  const addresses = [...new Set(record.items.map((i) => i.address))];
  const form = useFreshForm<{ scheduledDate: string; scheduledPlace: string }>(open, {
    scheduledDate: [record.scheduledDate, record.expectedDate].find((d) => d && d >= today) ?? '',
    // The devices' common address, when they share one.
    scheduledPlace: record.scheduledPlace || (addresses.length === 1 ? addresses[0] : ''),
  });
  const schedule = useScheduleInspection();
  const { message } = App.useApp();
  return (
    <FormDialog
      open={open}
      title={`约定检验 ${record.applyNo}`}
      width={560}
      labelWidth={90}
      form={form}
      saving={schedule.isPending}
      okText="确定"
      onSave={async (v) => {
        await schedule.mutateAsync({ id: record.id, version: record.version, ...v });
        message.success(`已约定 ${v.scheduledDate} 检验`);
      }}
      onClose={onClose}
    >
      <Alert type="info" showIcon className="dialog-alert" title="申请单位将收到检验时间与地点的通知，请提前做好现场检验准备。" />
      <Form.Item
        name="scheduledDate"
        label="检验日期"
        required
        rules={[fromSchema(scheduleInput.shape.scheduledDate), notPast]}
        extra={record.expectedDate ? `申请单位期望 ${record.expectedDate}` : undefined}
        {...dateTextProps}
      >
        <DatePicker style={{ width: 200 }} disabledDate={(d) => d.format('YYYY-MM-DD') < today} />
      </Form.Item>
      <Form.Item name="scheduledPlace" label="检验地点" required rules={[fromSchema(scheduleInput.shape.scheduledPlace)]} validateDebounce={VALIDATE_DELAY}>
        <Input.TextArea rows={2} maxLength={200} showCount />
      </Form.Item>
    </FormDialog>
  );
}
