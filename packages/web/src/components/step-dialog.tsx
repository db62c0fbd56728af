import { Alert, Form, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useAttempt } from './use-attempt';

interface StepDialogProps<V> {
  /** The step's name: the dialog's title and, unless `okText` says otherwise, its confirm button. */
  title: string;
  okText?: string;
  /** The step cannot be undone (作废): its confirm button says so. */
  danger?: boolean;
  open: boolean;
  onClose: () => void;
  initial?: Partial<V>;
  /** Takes the step with the checked fields; a refusal is shown in the dialog, which then stays open. */
  run: (values: V) => Promise<unknown>;
  width?: number;
  /** The step's fields. */
  children: ReactNode;
}

/** A step on a record that asks for its fields in a dialog: the server's refusal is shown there, and the dialog closes once the step is taken. */
export function StepDialog<V extends object>({ title, okText = title, danger, open, onClose, initial, run, width, children }: StepDialogProps<V>) {
  const [form] = Form.useForm<V>();
  const { busy, failure, attempt } = useAttempt();
  const ok = async () => {
    const v = await form.validateFields().catch(() => null);
    if (v && (await attempt(() => run(v)))) onClose();
  };
  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      cancelText="取消"
      okButtonProps={{ danger, loading: busy }}
      onOk={() => void ok()}
      onCancel={onClose}
      destroyOnHidden
      width={width}
    >
      <Form form={form} layout="vertical" preserve={false} initialValues={initial}>
        {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} />}
        {children}
      </Form>
    </Modal>
  );
}
