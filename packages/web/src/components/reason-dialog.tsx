import { Form, Input, type FormRule } from 'antd';
import { StepDialog } from './step-dialog';

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
  return (
    <StepDialog<{ opinion: string }> title={title} open={open} onClose={onClose} run={(v) => run(v.opinion)}>
      <Form.Item name="opinion" label={label} required rules={[rule]}>
        <Input.TextArea rows={3} maxLength={500} showCount placeholder={placeholder} />
      </Form.Item>
    </StepDialog>
  );
}
