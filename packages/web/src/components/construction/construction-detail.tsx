import type { ConstructionRecord } from '@portal/contract';
import { CONSTRUCTION_EDITABLE, CONSTRUCTION_FLOW } from '@portal/contract/api/construction';

import { Alert, App, Button, DatePicker, Form, Input, Space } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { checkCancellable, useCancelConstruction, useCompleteConstruction, useConstruction, useWithdrawConstruction } from '../../api/construction';
import { failureText } from '../../api/http';
import { PATHS, recordPath } from '../../routes/paths';
import { useSession } from '../../state/session-store';
import { useConfirmAction } from '../confirm-action';
import { dateTextProps } from '../date-value';
import { usePageParam } from '../page-param';
import { EditStep, LoadedRecord, RecordView } from '../record-page';
import { RequiredDocuments } from '../required-documents';
import { StateTag } from '../state-tag';
import { StepDialog } from '../step-dialog';
import { constructionSections } from './construction-sections';

type Step = 'cancel' | 'complete';

/** 作废 (with its reason) and 施工完成 (with the completion date), each asked in a dialog. */
function StepDialogs({ record, step, onClose }: { record: ConstructionRecord; step: Step | null; onClose: () => void }) {
  const { message } = App.useApp();
  const cancel = useCancelConstruction();
  const complete = useCompleteConstruction();
  const v = { id: record.id, version: record.version };
  return (
    <>
      <StepDialog<{ reason: string }>
        title="作废施工告知"
        okText="作废"
        danger
        open={step === 'cancel'}
        onClose={onClose}
        run={({ reason }) => cancel.mutateAsync({ ...v, reason }).then(() => void message.success('告知已作废'))}
      >
        <Form.Item name="reason" label="作废原因" rules={[{ required: true, whitespace: true, message: '请填写作废原因' }]} extra="作废后不能恢复；使用单位会收到通知">
          <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 3, maxRows: 6 }} placeholder="如：使用单位取消安装计划" />
        </Form.Item>
      </StepDialog>
      <StepDialog<{ completionDate: string }>
        title="施工完成"
        okText="确定"
        open={step === 'complete'}
        onClose={onClose}
        run={({ completionDate }) => complete.mutateAsync({ ...v, completionDate }).then(() => void message.success('已报告施工完成'))}
      >
        <Form.Item name="completionDate" label="竣工日期" rules={[{ required: true, message: '请填写竣工日期' }]} {...dateTextProps}>
          <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
        </Form.Item>
      </StepDialog>
    </>
  );
}

/** What the construction unit may do with its notice now. */
function OwnerActions({ record, onStep }: { record: ConstructionRecord; onStep: (s: Step) => void }) {
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
      {CONSTRUCTION_EDITABLE.includes(r.state) && <EditStep to={recordPath(PATHS.constructionRegister, r.id)} again={r.state === 'returned'} />}
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

/** A notice as filed, its documents and every step; the construction unit acts on it here. */
export function ConstructionDetail() {
  const id = usePageParam('id');
  const query = useConstruction(id);
  const unitId = useSession((s) => s.user?.unitInfo.id);
  const [step, setStep] = useState<Step | null>(null);
  return (
    <LoadedRecord id={id} query={query} missing="请从施工告知列表打开告知">
      {(r) => {
        const own = r.unitId === unitId;
        return (
          <RecordView
            title={`施工告知 ${r.noticeNo || r.applyNo}`}
            tag={<StateTag flow={CONSTRUCTION_FLOW} state={r.state} />}
            sections={constructionSections(r, !own)}
            flat
            documents={{ title: '告知材料', content: <RequiredDocuments bizType="construction" bizId={r.id} readOnly /> }}
            flow={{ kind: 'construction', record: r }}
          >
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
            {own && <StepDialogs record={r} step={step} onClose={() => setStep(null)} />}
          </RecordView>
        );
      }}
    </LoadedRecord>
  );
}
