import type { Workflow } from '@portal/contract';
import { Alert, App, Button, Descriptions, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { failureText } from '../../api/http';
import { formatTime } from '../../components/format';
import { StateTag } from '../../components/state-tag';

interface DecisionProps {
  /** Words of the refusing action: '退回' for registrations, '驳回' for resets. */
  refuseLabel: string;
  /** What approving does, asked once more before it is done. */
  approveConfirm: string;
  /** A typical reason, shown as the opinion box's hint. */
  reasonExample: string;
  onDecide: (action: 'approve' | 'refuse', opinion: string) => Promise<unknown>;
}

/** The reviewer's decision: approve with an optional opinion, or refuse with the reason the applicant will read. */
export function ReviewDecision({ refuseLabel, approveConfirm, reasonExample, onDecide }: DecisionProps) {
  const [form] = Form.useForm<{ opinion?: string }>();
  const { modal, message } = App.useApp();
  const [busy, setBusy] = useState<'approve' | 'refuse' | null>(null);
  const [failure, setFailure] = useState('');

  async function decide(action: 'approve' | 'refuse') {
    setFailure('');
    // Refusing needs a reason the applicant can act on; approving may go without one.
    const { opinion = '' } = action === 'refuse' ? await form.validateFields() : form.getFieldsValue();
    setBusy(action);
    try {
      await onDecide(action, opinion.trim());
      message.success(action === 'approve' ? '已审核通过' : `已${refuseLabel}`);
    } catch (e) {
      setFailure(failureText(e));
    } finally {
      setBusy(null);
    }
  }

  const approve = () =>
    modal.confirm({ title: '审核通过', content: approveConfirm, okText: '确定通过', cancelText: '取消', onOk: () => decide('approve') });

  return (
    <Form
      form={form}
      layout="vertical"
      className="acc-decision"
      onValuesChange={() => {
        if (form.getFieldError('opinion').length) form.setFields([{ name: 'opinion', errors: [] }]);
      }}
    >
      <Form.Item
        name="opinion"
        label="审核意见"
        extra={`${refuseLabel}时必须填写${refuseLabel}原因，申请人会收到短信通知`}
        // Checked only when refusing: an approval may leave it empty.
        validateTrigger={[]}
        rules={[
          { validator: (_, v: string | undefined) => (v?.trim() ? Promise.resolve() : Promise.reject(new Error(`请填写${refuseLabel}原因`))) },
          { max: 500, message: '审核意见不能超过500个字符' },
        ]}
      >
        <Input.TextArea rows={3} maxLength={500} showCount placeholder={`通过时可不填；${refuseLabel}时请写明原因，如 ${reasonExample}`} />
      </Form.Item>
      {failure && <Alert className="acc-decision-failure" type="error" showIcon title={failure} />}
      <Space>
        <Button type="primary" loading={busy === 'approve'} disabled={!!busy} onClick={approve}>
          审核通过
        </Button>
        <Button danger loading={busy === 'refuse'} disabled={!!busy} onClick={() => void decide('refuse').catch(() => undefined)}>
          {refuseLabel}
        </Button>
      </Space>
    </Form>
  );
}

interface Decided<S extends string> {
  state: S;
  reviewerName: string;
  reviewedAt: string | null;
  opinion: string;
}

/** A decided application, read-only: the result, who decided and when, and what they wrote. */
export function ReviewResult<S extends string>({ flow, decided, opinionLabel }: { flow: Workflow<S, string>; decided: Decided<S>; opinionLabel: string }) {
  return (
    <Descriptions bordered size="small" column={1} className="acc-decided">
      <Descriptions.Item label="审核结果">
        <StateTag flow={flow} state={decided.state} />
      </Descriptions.Item>
      <Descriptions.Item label="审核人">{decided.reviewerName}</Descriptions.Item>
      <Descriptions.Item label="审核时间">{formatTime(decided.reviewedAt)}</Descriptions.Item>
      <Descriptions.Item label={opinionLabel}>{decided.opinion || '无'}</Descriptions.Item>
    </Descriptions>
  );
}
