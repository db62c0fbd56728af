import { UNIT_CHANGE_FLOW } from '@portal/contract/domain/workflow';
import { App, Button, Drawer, Form, Input, Skeleton, Space } from 'antd';
import { useAuditChange, useChangeRequest } from '../../api/unit';
import { AttachmentUpload } from '../../components/attachment-upload/attachment-upload';
import { FieldChanges } from '../../components/field-changes';
import { FlowLogSection } from '../../components/flow-log/flow-log-timeline';
import { formatTime } from '../../components/format';
import { StateTag } from '../../components/state-tag';
import { UnitSummary } from './unit-summary';

interface Decision {
  opinion?: string;
}

/** One request: what the unit asks for, its current record and documents, and the decision. */
export function UnitChangeReview({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<Decision>();
  const query = useChangeRequest(id);
  const audit = useAuditChange();
  const request = query.data?.request;
  const unit = query.data?.unit;
  // Only edits are 'applied' at once; a reviewed request is in one of the flow's states.
  const state = request?.state === 'applied' ? 'approved' : request?.state;

  const decide = async (action: 'approve' | 'reject') => {
    if (!request) return;
    // A return needs a reason the applicant can act on; an approval may go without one.
    const { opinion = '' } = action === 'reject' ? await form.validateFields() : form.getFieldsValue();
    await audit.mutateAsync({ id: request.id, action, opinion: opinion.trim() });
    message.success(action === 'approve' ? '已审核通过，新名称已生效' : '已退回');
    onClose();
  };

  return (
    <Drawer
      open={!!id}
      title="单位名称 / 信用代码变更审核"
      size={880}
      onClose={onClose}
      destroyOnHidden
      afterOpenChange={(o) => !o && form.resetFields()}
      extra={state && <StateTag flow={UNIT_CHANGE_FLOW} state={state} />}
    >
      {!request || !unit ? (
        <Skeleton active paragraph={{ rows: 10 }} />
      ) : (
        <div className="review">
          <section>
            <h3>申请变更</h3>
            <p className="review-meta">
              {request.unitName} · {request.changedByName} 于 {formatTime(request.changedAt)} 提交
            </p>
            <FieldChanges changes={request.changes} />
          </section>
          <section>
            <h3>单位当前信息</h3>
            <UnitSummary unit={unit} />
          </section>
          <section>
            <h3>单位资料</h3>
            <AttachmentUpload bizType="unit" bizId={unit.id} readOnly title="营业执照、授权委托书及其他材料" emptyText="该单位尚未上传资料" />
          </section>
          <section>
            <h3>审核</h3>
            {state === 'pending' ? (
              <Form form={form} layout="vertical">
                <Form.Item
                  name="opinion"
                  label="审核意见"
                  required={false}
                  extra="通过时可不填；退回时必须写明原因，申请人会在消息中心收到"
                  rules={[
                    { required: true, whitespace: true, message: '退回时必须填写退回原因' },
                    { max: 500, message: '审核意见不能超过500个字符' },
                  ]}
                >
                  <Input.TextArea rows={3} maxLength={500} showCount placeholder="如：营业执照上的名称与申请的名称不一致" />
                </Form.Item>
                <Space>
                  <Button type="primary" loading={audit.isPending && audit.variables?.action === 'approve'} onClick={() => void decide('approve').catch(() => undefined)}>
                    审核通过
                  </Button>
                  <Button danger loading={audit.isPending && audit.variables?.action === 'reject'} onClick={() => void decide('reject').catch(() => undefined)}>
                    退回
                  </Button>
                </Space>
              </Form>
            ) : (
              <div className="review-result">
                <div>
                  审核结果：{state && <StateTag flow={UNIT_CHANGE_FLOW} state={state} />}
                </div>
                {request.reviewerName && (
                  <div>
                    审核人：{request.reviewerName}　审核时间：{formatTime(request.reviewedAt)}
                  </div>
                )}
                {request.opinion && <div>审核意见：{request.opinion}</div>}
              </div>
            )}
          </section>
          <FlowLogSection kind="unitChange" id={request.id} revision={request.state} />
        </div>
      )}
    </Drawer>
  );
}
