import { Alert, Form, Input, Modal, type FormInstance } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { failureText } from '../api/http';

interface Props<T> {
  open: boolean;
  title: string;
  width: number;
  /** The width of the labels column, in pixels. */
  labelWidth: number;
  form: FormInstance<T>;
  saving: boolean;
  /** The confirm button's word; 保存 unless given (a dialog that takes a step says which). */
  okText?: string;
  /** Saves the checked values; a refusal is shown above the fields and the dialog stays open. */
  onSave: (values: T) => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
}

/** An administrator's add-or-edit dialog: 保存 checks the fields, saves, and closes, or shows the server's refusal. */
export function FormDialog<T>({ open, title, width, labelWidth, form, saving, okText = '保存', onSave, onClose, children }: Props<T>) {
  const [failure, setFailure] = useState('');
  async function submit() {
    const values = await form.validateFields();
    setFailure('');
    try {
      await onSave(values);
      onClose();
    } catch (e) {
      setFailure(failureText(e));
    }
  }
  return (
    <Modal
      open={open}
      title={title}
      width={width}
      okText={okText}
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      afterClose={() => setFailure('')}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Form form={form} layout="horizontal" labelCol={{ flex: `${labelWidth}px` }} className="dialog-form">
        {failure && <Alert type="error" showIcon title={failure} className="dialog-alert" />}
        {children}
      </Form>
    </Modal>
  );
}

/**
 * The form of a dialog that stays mounted between openings: each opening (a new truthy `opening`) starts it afresh
 * with `values`, read when it opens, not followed while it is open.
 */
export function useFreshForm<T>(opening: unknown, values: Parameters<FormInstance<T>['setFieldsValue']>[0] = {}) {
  const [form] = Form.useForm<T>();
  useEffect(() => {
    if (!opening) return;
    form.resetFields();
    form.setFieldsValue(values);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opening, form]);
  return form;
}

/** Fields the step sends as they are (the record's id and version) and nobody edits. */
export function HiddenFields({ names }: { names: readonly string[] }) {
  return names.map((name) => (
    <Form.Item key={name} name={name} hidden>
      <Input />
    </Form.Item>
  ));
}
