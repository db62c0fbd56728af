import { Alert, Form, Input, Modal, type FormRule } from 'antd';
import { useState } from 'react';
import { failureText } from '../api/http';

interface Props {
  /** The step's name: the dialog's title and its confirm button. */
  title: string;
  /** The reason field's label, e.g. 谢绝原因. */
  label: string;
  /** The contract's rule for the reason (fromSchema of the step's opinion). */
  rule: FormRule;
  placeholder?: string;
  open: boolean;
  onClose: () => void;
  run: (opinion: string) => Promise<unknown>;
}

/** A step that needs its reason (谢绝, 撤销, 撤回): asked in a dialog, refused there by the server's message. */
export function ReasonDialog({ title, label, rule, placeholder, open, onClose, run }: Props) {
  const [form] = Form.useForm<{ opinion: string }>();
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const ok = async () => {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setBusy(true);
    setFailure('');
    try {
      await run(v.opinion);
      onClose();
    } catch (e) {
      setFailure(failureText(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={open} title={title} okText={title} cancelText="取消" okButtonProps={{ loading: busy }} onOk={() => void ok()} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" preserve={false}>
        {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} />}
        <Form.Item name="opinion" label={label} required rules={[rule]}>
          <Input.TextArea rows={3} maxLength={500} showCount placeholder={placeholder} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
