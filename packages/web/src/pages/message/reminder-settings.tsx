import { REMINDER_CERT_DAYS, REMINDER_DAYS, reminderPrefsInput } from '@portal/contract';
import { Alert, App, Button, Form, InputNumber, Modal, Skeleton, Switch } from 'antd';
import { useState } from 'react';
import { failureText } from '../../api/http';
import { useReminderPrefs, useSaveReminderPrefs } from '../../api/reminder';
import { formatTime } from '../../components/format';
import { fromSchema, VALIDATE_DELAY } from '../../components/form-rules';
import { useSession } from '../../state/session-store';
import { reminderSummary, type ReminderValues } from './reminder-summary';

const daysRule = fromSchema(reminderPrefsInput.shape.daysAhead);

/** The unit's choice of the daily reminders: the main account changes it, the unit's other accounts read it. */
function ReminderForm({ onClose }: { onClose: () => void }) {
  const { message } = App.useApp();
  const isMain = useSession((s) => !!s.user?.isMainAccount);
  const prefs = useReminderPrefs(true);
  const save = useSaveReminderPrefs();
  const [form] = Form.useForm<ReminderValues>();
  const values = Form.useWatch((v: ReminderValues) => v, form);
  const [failure, setFailure] = useState('');

  async function submit() {
    const { daysAhead, ...flags } = await form.validateFields();
    // The rule has refused an empty number already.
    if (daysAhead === null) return;
    setFailure('');
    try {
      await save.mutateAsync({ ...flags, daysAhead });
      message.success('提醒设置已保存');
      onClose();
    } catch (e) {
      setFailure(failureText(e));
    }
  }

  if (prefs.isError) return <Alert type="error" showIcon title={failureText(prefs.error)} />;
  const p = prefs.data;
  if (!p) return <Skeleton active paragraph={{ rows: 6 }} />;
  return (
    <>
      <Form<ReminderValues> form={form} layout="horizontal" labelCol={{ flex: '150px' }} initialValues={p} disabled={!isMain} className="dialog-form">
        {!isMain && <Alert type="info" showIcon className="dialog-alert" title="只有单位主账号可以修改提醒设置，当前账号仅可查看。" />}
        {failure && <Alert type="error" showIcon className="dialog-alert" title={failure} />}
        <Form.Item name="inspectionOverdue" label="超期未检的设备" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="inspectionDue" label="即将到期检验的设备" valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item
          name="daysAhead"
          label="提前提醒天数"
          required
          rules={[daysRule]}
          validateDebounce={VALIDATE_DELAY}
          extra={`下次检验日期在这么多天内的设备算作即将到期，可填${REMINDER_DAYS.min}至${REMINDER_DAYS.max}天。`}
        >
          <InputNumber suffix="天" style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="certExpiring" label="作业人员证书到期" valuePropName="checked" extra={`证书有效期届满前${REMINDER_CERT_DAYS}天起提醒。`}>
          <Switch />
        </Form.Item>
        <Form.Item name="sms" label="同时发送短信" valuePropName="checked" extra="短信发送至单位信息中的联系人手机。">
          <Switch />
        </Form.Item>
        {values && <Alert type="success" className="reminder-summary" title={reminderSummary({ ...p, ...values }, p.smsMobile)} />}
        {p.updatedAt && (
          <div className="reminder-updated">
            {p.updatedBy} 于 {formatTime(p.updatedAt)} 修改
          </div>
        )}
      </Form>
      <div className="reminder-actions">
        <Button onClick={onClose}>{isMain ? '取消' : '关闭'}</Button>
        {isMain && (
          <Button type="primary" loading={save.isPending} onClick={() => void submit().catch(() => undefined)}>
            保存
          </Button>
        )}
      </div>
    </>
  );
}

/** 提醒设置 on the message centre: which daily reminders of inspections and certificates the unit gets. */
export function ReminderSettings() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>提醒设置</Button>
      <Modal open={open} title="到期提醒设置" width={600} footer={null} onCancel={() => setOpen(false)} destroyOnHidden mask={{ closable: false }}>
        <p className="reminder-note">平台每天检查本单位设备的下次检验日期和作业人员证书有效期，按这里的设置发送提醒；提醒消息可一键进入在线报检，并带出相关设备。</p>
        <ReminderForm onClose={() => setOpen(false)} />
      </Modal>
    </>
  );
}
