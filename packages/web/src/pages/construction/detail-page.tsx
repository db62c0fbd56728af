import type { ConstructionRecord } from '@portal/contract';
import { CONSTRUCTION_EDITABLE, CONSTRUCTION_FLOW } from '@portal/contract/api/construction';

import { Alert, App, Button, DatePicker, Form, Input, Modal, Result, Skeleton, Space } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { checkCancellable, useCancelConstruction, useCompleteConstruction, useConstruction, useWithdrawConstruction } from '../../api/construction';
import { failureText } from '../../api/http';
import { dateTextProps } from '../../components/date-value';
import { useConfirmAction } from '../../components/confirm-action';
import { FlowLogSection } from '../../components/flow-log/flow-log-timeline';
import { PageCard } from '../../components/page-card';
import { Section } from '../../components/review/review-detail';
import { usePageParam } from '../../components/page-param';
import { StateTag } from '../../components/state-tag';
import { PATHS, recordPath } from '../../routes/paths';
import { useSession } from '../../state/session-store';
import { constructionSections } from './construction-sections';
import '../use-record/use-record.css';
import { RequiredDocuments } from '../../components/required-documents';

type Step = 'cancel' | 'complete';

/** 作废 (with its reason) and 施工完成 (with the completion date), each asked in a dialog. */
function StepDialog({ record, step, onClose }: { record: ConstructionRecord; step: Step | null; onClose: () => void }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason?: string; completionDate?: string }>();
  const cancel = useCancelConstruction();
  const complete = useCompleteConstruction();
  const [error, setError] = useState('');
  const busy = cancel.isPending || complete.isPending;
  async function ok() {
    setError('');
    const v = await form.validateFields();
    try {
      if (step === 'cancel') await cancel.mutateAsync({ id: record.id, version: record.version, reason: v.reason ?? '' });
      else await complete.mutateAsync({ id: record.id, version: record.version, completionDate: v.completionDate ?? '' });
      message.success(step === 'cancel' ? '告知已作废' : '已报告施工完成');
      onClose();
    } catch (e) {
      setError(failureText(e));
    }
  }
  return (
    <Modal
      open={!!step}
      title={step === 'cancel' ? '作废施工告知' : '施工完成'}
      okText={step === 'cancel' ? '作废' : '确定'}
      okButtonProps={{ danger: step === 'cancel', loading: busy }}
      cancelText="取消"
      onOk={() => void ok().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        {step === 'cancel' ? (
          <Form.Item name="reason" label="作废原因" rules={[{ required: true, whitespace: true, message: '请填写作废原因' }]} extra="作废后不能恢复；使用单位会收到通知">
            <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 3, maxRows: 6 }} placeholder="如：使用单位取消安装计划" />
          </Form.Item>
        ) : (
          <Form.Item name="completionDate" label="竣工日期" rules={[{ required: true, message: '请填写竣工日期' }]} {...dateTextProps}>
            <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
          </Form.Item>
        )}
      </Form>
      {error && <Alert type="error" showIcon title={error} />}
    </Modal>
  );
}

/** What the construction unit may do with its notice now. */
function OwnerActions({ record, onStep }: { record: ConstructionRecord; onStep: (s: Step) => void }) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const confirm = useConfirmAction();
  const withdraw = useWithdrawConstruction();
  const r = record;
  const tryCancel = async () => {
    try {
      const check = await checkCancellable(r.id);
      if (check.cancellable) onStep('cancel');
      else message.warning(check.reason);
    } catch (e) {
      message.error(failureText(e));
    }
  };
  return (
    <Space className="ur-alert" wrap>
      {CONSTRUCTION_EDITABLE.includes(r.state) && (
        <Button type="primary" onClick={() => void navigate(recordPath(PATHS.constructionRegister, r.id))}>
          {r.state === 'returned' ? '修改后重新提交' : '继续编辑'}
        </Button>
      )}
      {r.state === 'received' && (
        <Button type="primary" onClick={() => onStep('complete')}>
          施工完成
        </Button>
      )}
      {r.state === 'submitted' && (
        <Button onClick={() => confirm('撤回', `撤回告知 ${r.applyNo} 后可修改再提交。确定撤回吗？`, () => withdraw.mutateAsync({ id: r.id, version: r.version }), '告知已撤回')}>
          撤回
        </Button>
      )}
      {['draft', 'returned', 'received'].includes(r.state) && r.submittedAt && (
        <Button danger onClick={() => void tryCancel()}>
          作废
        </Button>
      )}
    </Space>
  );
}

/** Spec §2 /construction/detail?id=: a notice as filed, its documents and every step; the construction unit acts on it here. */
export default function DetailPage() {
  const id = usePageParam('id');
  const query = useConstruction(id);
  const unitId = useSession((s) => s.user?.unitInfo.id);
  const [step, setStep] = useState<Step | null>(null);
  const r = query.data;
  if (!id) return <Result status="warning" title="请从施工告知列表打开告知" />;
  if (query.isError) return <Result status="warning" title={failureText(query.error)} />;
  if (!r) return <Skeleton active paragraph={{ rows: 12 }} />;
  const own = r.unitId === unitId;
  return (
    <PageCard title={`施工告知 ${r.noticeNo || r.applyNo}`} extra={<StateTag flow={CONSTRUCTION_FLOW} state={r.state} />}>
      {own && <OwnerActions record={r} onStep={setStep} />}
      {r.state === 'returned' && <Alert className="ur-alert" type="warning" showIcon title={`退回原因：${r.opinion}`} />}
      {r.state === 'received' && (
        <Alert
          className="ur-alert"
          type="success"
          showIcon
          title={`登记机关已接收，告知编号 ${r.noticeNo}`}
          description={r.workType === 'install' ? '可按计划施工；设备已记入使用单位的设备信息，状态为“已告知”，竣工后由使用单位办理使用登记。' : '可按计划施工。'}
        />
      )}
      {r.state === 'cancelled' && <Alert className="ur-alert" type="info" showIcon title={`告知已作废：${r.cancelReason}`} />}
      {constructionSections(r, !own).map((s) => (
        <Section key={s.title} section={s} headingClassName="ur-section" />
      ))}
      <h3 className="ur-section">告知材料</h3>
      <RequiredDocuments bizType="construction" bizId={r.id} readOnly />
      <FlowLogSection kind="construction" id={r.id} revision={r.state} />
      {own && <StepDialog record={r} step={step} onClose={() => setStep(null)} />}
    </PageCard>
  );
}
