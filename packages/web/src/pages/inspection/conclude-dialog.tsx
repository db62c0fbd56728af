import { conclusionsFor, concludeInput, type Attachment, type InspectionApplyRecord, type InspectionItem } from '@portal/contract';

import { App, DatePicker, Form, Input, Select, type FormRule } from 'antd';
import { useEffect } from 'react';
import { useAttList } from '../../api/attachment';
import { useDictList } from '../../api/dict';
import { useConclude } from '../../api/inspection';
import { AttachmentUpload } from '../../components/attachment-upload/attachment-upload';
import { dateTextProps } from '../../components/date-value';
import { FormDialog } from '../../components/form-dialog';
import { fromObjectSchema, VALIDATE_DELAY } from '../../components/form-rules';
import { chinaToday } from '../../components/format';

interface Values {
  id: string;
  version: number;
  itemId: string;
  conclusion: string;
  inspectionDate: string;
  nextInspectionDate: string;
  reportNo: string;
  defects: string;
  reportFileId: string;
}

const rule = (name: keyof Values) => fromObjectSchema(concludeInput, name);
const PDF = 'application/pdf';

/** The report the conclusion goes with: the device's latest PDF (the server accepts no other type). */
const reportOf = (files: readonly Attachment[]): Attachment | undefined => files.filter((f) => f.mime === PDF).sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt))[0];

/**
 * 出具检验结论 for one device: the conclusion in the category's words, the dates, the report number and what must be
 * put right, with the signed report PDF uploaded first. The device's record takes its last and next inspection from it.
 */
export function ConcludeDialog({ record, item, onClose }: { record: InspectionApplyRecord; item: InspectionItem | null; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const conclude = useConclude();
  const words = useDictList('inspection_conclusion');
  const files = useAttList({ bizType: 'inspectionReport', bizId: item?.id ?? '', kind: 'report' }).data ?? [];
  const report = reportOf(files);
  const today = chinaToday();

  useEffect(() => {
    if (!item) return;
    form.resetFields();
    form.setFieldsValue({
      id: record.id,
      itemId: item.id,
      inspectionDate: record.scheduledDate && record.scheduledDate <= today ? record.scheduledDate : today,
      nextInspectionDate: '',
      defects: '',
    });
    // Opened for one device: the record's later versions only change the version sent.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [item, form]);

  useEffect(() => {
    if (!item) return;
    form.setFieldValue('version', record.version);
  }, [item, record.version, form]);

  // The report is what was uploaded; the field follows the upload box.
  useEffect(() => {
    if (!item) return;
    form.setFieldValue('reportFileId', report?.attsysid ?? '');
    if (files.length) void form.validateFields(['reportFileId']).catch(() => undefined);
  }, [item, report?.attsysid, files.length, form]);

  const pdfOnly: FormRule = {
    validator: () => (files.length && !report ? Promise.reject(new Error('检验报告须为PDF文件')) : Promise.resolve()),
  };
  const label = (v: string) => words.data?.find((w) => w.value === v)?.label ?? v;

  return (
    <FormDialog
      open={!!item}
      title={item ? `出具检验结论 · ${[item.productName, item.deviceCode].filter(Boolean).join(' ')}` : '出具检验结论'}
      width={680}
      labelWidth={110}
      form={form}
      saving={conclude.isPending}
      okText="出具结论"
      onSave={async (v) => {
        await conclude.mutateAsync(v);
        message.success(`已出具 ${item?.productName ?? ''} 的检验结论`);
      }}
      onClose={onClose}
    >
      {(['id', 'version', 'itemId'] as const).map((name) => (
        <Form.Item key={name} name={name} hidden>
          <Input />
        </Form.Item>
      ))}
      <Form.Item name="conclusion" label="检验结论" required rules={[rule('conclusion')]}>
        <Select placeholder="请选择" loading={words.isLoading} style={{ width: 220 }} options={conclusionsFor(item?.typeCode ?? '').map((v) => ({ value: v, label: label(v) }))} />
      </Form.Item>
      <Form.Item name="inspectionDate" label="检验日期" required rules={[rule('inspectionDate')]} {...dateTextProps}>
        <DatePicker style={{ width: 220 }} disabledDate={(d) => d.format('YYYY-MM-DD') > today} />
      </Form.Item>
      <Form.Item
        name="nextInspectionDate"
        label="下次检验日期"
        rules={[rule('nextInspectionDate')]}
        dependencies={['inspectionDate']}
        extra="写入设备的下次检验日期；不合格待复检的可暂不填写"
        {...dateTextProps}
      >
        <DatePicker style={{ width: 220 }} />
      </Form.Item>
      <Form.Item name="reportNo" label="报告编号" required rules={[rule('reportNo')]} validateDebounce={VALIDATE_DELAY}>
        <Input maxLength={40} style={{ width: 320 }} />
      </Form.Item>
      <Form.Item name="defects" label="问题与整改要求" rules={[rule('defects')]}>
        <Input.TextArea rows={3} maxLength={1000} showCount placeholder="检验发现的问题及整改要求，没有的可不填" />
      </Form.Item>
      <Form.Item label="检验报告" required extra={report ? `以“${report.fileName}”作为该设备的检验报告` : '上传经签章的检验报告PDF后才能出具结论'}>
        <Form.Item name="reportFileId" noStyle rules={[rule('reportFileId'), pdfOnly]}>
          <Input type="hidden" />
        </Form.Item>
        {item && <AttachmentUpload bizType="inspectionReport" bizId={item.id} kind="report" mobile={false} title="签章的检验报告（PDF）" />}
      </Form.Item>
    </FormDialog>
  );
}
