import type { InvoicableApply, InvoiceKind, InvoiceRecord } from '@portal/contract';
import { fenToYuan, yuanToFen } from '@portal/contract/api/fee';
import { INVOICE_KIND_KEYS, INVOICE_KINDS, INVOICE_MESSAGES, bankAccount, saveInvoiceInput } from '@portal/contract/api/invoice';
import { email, invoiceTaxNo, mobile } from '@portal/contract/validators/rules';

import { Alert, App, Button, Form, Input, InputNumber, Modal, Radio, Table, type FormRule } from 'antd';
import { useEffect, useState } from 'react';
import { failureText } from '../../api/http';
import { useInvoicable, useSaveInvoice } from '../../api/invoice';
import { fromRule, fromSchema, VALIDATE_DELAY } from '../../components/form-rules';
import { useSession } from '../../state/session-store';
import { yuan } from '../../components/money';

interface Values {
  kind: InvoiceKind;
  buyerName: string;
  taxNo: string;
  addressPhone: string;
  bankName: string;
  bankAccount: string;
  email: string;
  mobile: string;
  applyIds: string[];
  amountYuan: number | null;
  remark: string;
}

const field = saveInvoiceInput.shape;
const needsBank = (kind: InvoiceKind | undefined) => !!kind && INVOICE_KINDS[kind].needsBank;

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** A special VAT invoice's own requirement on a field: the message the server gives when it is missing. */
const forSpecial =
  (missing: (v: string) => boolean, message: string): FormRule =>
  (form) => ({
    validator: (_, value: unknown) =>
      needsBank(form.getFieldValue('kind') as InvoiceKind | undefined) && missing(text(value)) ? Promise.reject(new Error(message)) : Promise.resolve(),
  });
const receiver: FormRule = (form) => ({
  validator: () => (!text(form.getFieldValue('email')) && !text(form.getFieldValue('mobile')) ? Promise.reject(new Error(INVOICE_MESSAGES.receiver)) : Promise.resolve()),
});

/** What is left to invoice on the chosen applications. */
const remainingOf = (rows: readonly InvoicableApply[], ids: readonly string[] = []) => rows.filter((a) => ids.includes(a.id)).reduce((n, a) => n + a.remainingFen, 0);

/**
 * 申请发票: the invoice's kind and buyer, where it is sent, the paid applications it covers (all paid to one inspection
 * body) and the amount, at most what is left to invoice on them. Saved as a draft or submitted to the body's finance.
 */
export function InvoiceFormDialog({ open, record, applyId, onClose }: { open: boolean; record: InvoiceRecord | null; applyId?: string; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const save = useSaveInvoice();
  const unitName = useSession((s) => s.user?.unitInfo.orgname ?? '');
  const invoicable = useInvoicable({ pageNo: 1, pageSize: 50 }, open);
  const rows = invoicable.data?.list ?? [];
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState<'draft' | 'commit' | null>(null);
  const kind = Form.useWatch('kind', form);
  const applyIds = Form.useWatch('applyIds', form) ?? [];
  const orgId = rows.find((a) => applyIds.includes(a.id))?.orgId;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      record
        ? { ...record, applyIds: record.lines.map((l) => l.applyId), amountYuan: Number(fenToYuan(record.amountFen)) }
        : {
            kind: 'general',
            buyerName: unitName,
            taxNo: '',
            addressPhone: '',
            bankName: '',
            bankAccount: '',
            email: '',
            mobile: '',
            applyIds: applyId ? [applyId] : [],
            remark: '',
          },
    );
    // Filled once as it opens; the unit's name arrives with the session before any dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, record, applyId, form]);

  // A new request asks for everything left on the chosen applications until the unit types an amount itself.
  const onValuesChange = (changed: Partial<Values>) => {
    if (!changed.applyIds || record || form.isFieldTouched('amountYuan')) return;
    const left = remainingOf(rows, changed.applyIds);
    form.setFieldValue('amountYuan', left ? Number(fenToYuan(left)) : null);
    void form.validateFields(['amountYuan']).catch(() => undefined);
  };

  const withinRemaining: FormRule = {
    validator: (_, v: number | null) => {
      const left = remainingOf(rows, form.getFieldValue('applyIds') as string[] | undefined);
      return v && yuanToFen(v) > left ? Promise.reject(new Error(`开票金额不能超过所选报检申请尚可开票的金额${fenToYuan(left)}元`)) : Promise.resolve();
    },
  };

  async function submit(isCommit: boolean) {
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    setFailure('');
    setBusy(isCommit ? 'commit' : 'draft');
    try {
      const { amountYuan, ...rest } = v;
      const saved = await save.mutateAsync({ ...rest, amountFen: yuanToFen(amountYuan ?? 0), id: record?.id, version: record?.version, isCommit });
      message.success(isCommit ? `发票申请 ${saved.requestNo} 已提交，等待检验机构开票` : `发票申请 ${saved.requestNo} 已保存`);
      onClose();
    } catch (e) {
      setFailure(failureText(e));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Modal
      open={open}
      title={record ? `修改发票申请 ${record.requestNo}` : '申请发票'}
      width={860}
      onCancel={onClose}
      afterClose={() => setFailure('')}
      destroyOnHidden
      mask={{ closable: false }}
      footer={[
        <Button key="cancel" onClick={onClose}>
          取消
        </Button>,
        <Button key="draft" loading={busy === 'draft'} disabled={!!busy} onClick={() => void submit(false)}>
          保存草稿
        </Button>,
        <Button key="commit" type="primary" loading={busy === 'commit'} disabled={!!busy} onClick={() => void submit(true)}>
          提交申请
        </Button>,
      ]}
    >
      <Form form={form} layout="horizontal" labelCol={{ flex: '120px' }} className="dialog-form" name="invoice-form" onValuesChange={onValuesChange}>
        {failure && <Alert type="error" showIcon title={failure} className="dialog-alert" />}
        {record?.state === 'returned' && <Alert type="warning" showIcon className="dialog-alert" title={`退回原因：${record.opinion}`} />}
        <Form.Item name="kind" label="发票种类" required>
          <Radio.Group options={INVOICE_KIND_KEYS.map((k) => ({ value: k, label: INVOICE_KINDS[k].label }))} />
        </Form.Item>
        <Form.Item name="buyerName" label="开票单位名称" required rules={[fromSchema(field.buyerName)]} validateDebounce={VALIDATE_DELAY}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="taxNo"
          label="开票单位税号"
          rules={[fromRule(invoiceTaxNo), forSpecial((v) => !v || v === '/', INVOICE_MESSAGES.taxNo)]}
          dependencies={['kind']}
          validateDebounce={VALIDATE_DELAY}
          extra="18位统一社会信用代码；没有税号的可不填或填“/”"
        >
          <Input maxLength={18} style={{ width: 260 }} />
        </Form.Item>
        <Form.Item name="addressPhone" label="地址、电话" rules={[fromSchema(field.addressPhone)]}>
          <Input maxLength={200} />
        </Form.Item>
        {needsBank(kind) && (
          <>
            <Form.Item name="bankName" label="开户银行" required rules={[forSpecial((v) => !v, INVOICE_MESSAGES.bankName)]}>
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item
              name="bankAccount"
              label="银行账号"
              required
              rules={[fromRule(bankAccount), forSpecial((v) => !v, INVOICE_MESSAGES.bankAccount)]}
              validateDebounce={VALIDATE_DELAY}
            >
              <Input maxLength={40} style={{ width: 320 }} />
            </Form.Item>
          </>
        )}
        <Form.Item name="email" label="接收邮箱" rules={[fromRule(email), receiver]} dependencies={['mobile']} validateDebounce={VALIDATE_DELAY}>
          <Input maxLength={100} style={{ width: 320 }} placeholder="电子发票发送到此邮箱" />
        </Form.Item>
        <Form.Item name="mobile" label="接收手机" rules={[fromRule(mobile), receiver]} dependencies={['email']} validateDebounce={VALIDATE_DELAY} extra="邮箱和手机至少填写一项">
          <Input maxLength={11} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="applyIds" label="报检申请" required rules={[fromSchema(field.applyIds)]} valuePropName="selectedRowKeys" trigger="onSelect">
          <ApplyPicker rows={rows} loading={invoicable.isLoading} orgId={orgId} />
        </Form.Item>
        <Form.Item name="amountYuan" label="开票金额（元）" required rules={[{ required: true, message: '请填写开票金额' }, withinRemaining]}>
          <InputNumber min={0.01} precision={2} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="remark" label="备注" rules={[fromSchema(field.remark)]}>
          <Input.TextArea rows={2} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** The unit's paid applications: those with nothing left, or paid to another body than the chosen ones, cannot be ticked. */
function ApplyPicker({
  rows,
  loading,
  orgId,
  selectedRowKeys = [],
  onSelect,
}: {
  rows: InvoicableApply[];
  loading: boolean;
  orgId?: string;
  selectedRowKeys?: string[];
  onSelect?: (keys: string[]) => void;
}) {
  return (
    <Table<InvoicableApply>
      size="small"
      rowKey="id"
      pagination={false}
      loading={loading}
      scroll={{ y: 240 }}
      dataSource={rows}
      locale={{ emptyText: '暂无已缴费的报检申请' }}
      rowSelection={{
        selectedRowKeys,
        onChange: (keys) => onSelect?.(keys as string[]),
        getCheckboxProps: (a) => ({ disabled: !selectedRowKeys.includes(a.id) && (a.remainingFen === 0 || (!!orgId && a.orgId !== orgId)) }),
      }}
      columns={[
        { key: 'applyNo', title: '申请编号', dataIndex: 'applyNo', width: 150 },
        { key: 'orgName', title: '检验机构', dataIndex: 'orgName', ellipsis: true },
        { key: 'paid', title: '已缴', dataIndex: 'paidFen', width: 100, align: 'right', render: (v: number) => yuan(v) },
        { key: 'invoiced', title: '已申请开票', dataIndex: 'invoicedFen', width: 110, align: 'right', render: (v: number) => yuan(v) },
        { key: 'remaining', title: '可开票', dataIndex: 'remainingFen', width: 100, align: 'right', render: (v: number) => yuan(v) },
      ]}
    />
  );
}
