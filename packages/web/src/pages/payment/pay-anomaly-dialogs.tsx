import { PAY_ANOMALY_KINDS, RECONCILE_MAX_DAYS, refundPayAnomalyInput, resolvePayAnomalyInput, type PayAnomaly } from '@portal/contract';
import { fenToYuan } from '@portal/contract/api/fee';

import { Alert, App, DatePicker, Form, Input, type FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useReconcile, useRefundPayAnomaly, useResolvePayAnomaly } from '../../api/payment';
import { dateTextProps } from '../../components/date-value';
import { FormDialog, useFreshForm } from '../../components/form-dialog';
import { fromSchema, VALIDATE_DELAY } from '../../components/form-rules';
import { chinaToday } from '../../components/format';

const dayBefore = (date: string, days: number) => dayjs(date).subtract(days, 'day').format('YYYY-MM-DD');

/** The days the server checks again: before today, within the provider's three months of bills. */
function reconcilableRange(today = chinaToday()) {
  return { first: dayBefore(today, RECONCILE_MAX_DAYS), last: dayBefore(today, 1) };
}

/** As the server refuses it, so the form says the same before sending. */
const reconcilable: FormRule = {
  validator: (_, v: unknown) => {
    if (typeof v !== 'string' || !v) return Promise.resolve();
    const { first, last } = reconcilableRange();
    if (v > last) return Promise.reject(new Error('只能核对今天以前的对账单'));
    if (v < first) return Promise.reject(new Error(`只能核对最近${RECONCILE_MAX_DAYS}天的对账单`));
    return Promise.resolve();
  },
};

interface AnomalyStepProps<F extends string> {
  anomaly: PayAnomaly | null;
  /** The dialog's heading before the trade number. */
  title: string;
  okText: string;
  saving: boolean;
  /** The warning's heading for this anomaly. */
  heads: (anomaly: PayAnomaly) => string;
  /** What the step does, after the anomaly's own note. */
  means: string;
  /** The one text the step records, and its field. */
  field: F;
  children: ReactNode;
  onSave: (anomaly: PayAnomaly, text: string) => Promise<unknown>;
  onClose: () => void;
}

/** One step finance takes on an anomaly, once: a warning that says what it does, and the text it records. */
function AnomalyStepDialog<F extends string>({ anomaly, title, okText, saving, heads, means, field, children, onSave, onClose }: AnomalyStepProps<F>) {
  const form = useFreshForm<Record<F, string>>(anomaly);
  return (
    <FormDialog
      open={!!anomaly}
      title={`${title} ${anomaly?.outTradeNo ?? ''}`}
      width={580}
      labelWidth={90}
      form={form}
      saving={saving}
      okText={okText}
      onSave={async (v) => {
        if (anomaly) await onSave(anomaly, v[field]);
      }}
      onClose={onClose}
    >
      {anomaly && <Alert type="warning" showIcon className="dialog-alert" title={heads(anomaly)} description={`${anomaly.note ? `${anomaly.note}。` : ''}${means}`} />}
      {children}
    </FormDialog>
  );
}

/** Records how finance settled an anomaly (refunded, corrected); once recorded it cannot be changed. */
export function ResolveDialog({ anomaly, onClose }: { anomaly: PayAnomaly | null; onClose: () => void }) {
  const resolve = useResolvePayAnomaly();
  const { message } = App.useApp();
  return (
    <AnomalyStepDialog
      anomaly={anomaly}
      title="处理对账差异"
      okText="确认已处理"
      saving={resolve.isPending}
      heads={(a) => PAY_ANOMALY_KINDS[a.kind]}
      means="请先在支付平台完成退款或更正，再记录处理结果；记录后不能修改。"
      field="resolution"
      onSave={async (a, resolution) => {
        await resolve.mutateAsync({ id: a.id, resolution });
        message.success('处理结果已记录');
      }}
      onClose={onClose}
    >
      <Form.Item name="resolution" label="处理说明" required rules={[fromSchema(resolvePayAnomalyInput.shape.resolution)]} validateDebounce={VALIDATE_DELAY}>
        <Input.TextArea rows={4} maxLength={500} showCount placeholder="如：已原路退款，退款单号 50300…；或：已与支付平台核实，对账单已更正" />
      </Form.Item>
    </AnomalyStepDialog>
  );
}

/** Sends the whole of an anomaly's payment back the way it came, once, with the reason the payer sees. */
export function RefundDialog({ anomaly, onClose }: { anomaly: PayAnomaly | null; onClose: () => void }) {
  const refund = useRefundPayAnomaly();
  const { message } = App.useApp();
  return (
    <AnomalyStepDialog
      anomaly={anomaly}
      title="原路退款"
      okText="确认退款"
      saving={refund.isPending}
      heads={(a) => `退回 ¥${fenToYuan(a.providerAmountFen)}（${PAY_ANOMALY_KINDS[a.kind]}）`}
      means="款项将通过支付平台全额原路退回付款人，每笔差异只能退款一次；退款成功后该差异自动记为已处理。"
      field="reason"
      onSave={async (a, reason) => {
        const r = await refund.mutateAsync({ id: a.id, reason });
        message.success(r.refund?.state === 'SUCCESS' ? '退款成功' : '退款已申请，到账后自动更新');
      }}
      onClose={onClose}
    >
      <Form.Item name="reason" label="退款原因" required rules={[fromSchema(refundPayAnomalyInput.shape.reason)]} validateDebounce={VALIDATE_DELAY}>
        <Input.TextArea rows={3} maxLength={80} showCount placeholder="付款人可见，如：同一业务重复支付，原路退回" />
      </Form.Item>
    </AnomalyStepDialog>
  );
}

/** Checks a past day's bill again (a missed day, or a bill the provider corrected) and says what it found. */
export function ReconcileDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useFreshForm<{ date: string }>(open, { date: reconcilableRange().last });
  const reconcile = useReconcile();
  const { modal } = App.useApp();
  const outside = (d: Dayjs) => {
    const { first, last } = reconcilableRange();
    const day = d.format('YYYY-MM-DD');
    return day < first || day > last;
  };
  return (
    <FormDialog
      open={open}
      title="重新对账"
      width={480}
      labelWidth={90}
      form={form}
      saving={reconcile.isPending}
      okText="开始对账"
      onSave={async (v) => {
        const r = await reconcile.mutateAsync(v.date);
        modal.success({
          title: `${v.date} 对账完成`,
          content: r.anomalies ? `核对交易 ${r.checked} 笔，其中 ${r.anomalies} 笔存在差异，请逐笔处理。` : `核对交易 ${r.checked} 笔，未发现差异。`,
          okText: '知道了',
        });
      }}
      onClose={onClose}
    >
      <Alert
        type="info"
        showIcon
        className="dialog-alert"
        title={`系统每天10点后自动核对前一天的对账单。漏对的日期或支付平台更正过的对账单可在此重新核对（最近${RECONCILE_MAX_DAYS}天内）；已记录的差异不会重复记录。`}
      />
      <Form.Item name="date" label="对账日期" required rules={[{ required: true, message: '请选择对账日期' }, reconcilable]} {...dateTextProps}>
        <DatePicker style={{ width: '100%' }} disabledDate={outside} />
      </Form.Item>
    </FormDialog>
  );
}
