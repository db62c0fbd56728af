import { conclusionsFor, concludeInput, rectificationNeeds, OPINION_DEFECTS_MAX, type InspectionApplyRecord, type InspectionItem, type OpinionDefectInput } from '@portal/contract';

import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button, DatePicker, Form, Input, Select } from 'antd';
import { useEffect } from 'react';
import { useDictList } from '../../../api/dict';
import { useConclude } from '../../../api/online-apply';
import { AttachmentUpload } from '../../../components/attachment-upload/attachment-upload';
import { dateTextProps } from '../../../components/date-value';
import { FormDialog, HiddenFields, useFreshForm } from '../../../components/form-dialog';
import { fromObjectSchema, VALIDATE_DELAY } from '../../../components/form-rules';
import { chinaToday } from '../../../components/format';
import './conclude-dialog.css';
import { useUploadedPdf } from '../../../components/attachment/uploaded-pdf';

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
  defectList: OpinionDefectInput[];
  rectifyDeadline: string;
}

const rule = (name: keyof Values | readonly PropertyKey[]) => fromObjectSchema(concludeInput, name);
const NO_DEFECT: OpinionDefectInput = { item: '', problem: '', basis: '', demand: '' };

/**
 * 出具检验结论 for one device: the conclusion in the category's words, the dates, the report number and what must be
 * put right, with the signed report PDF uploaded first. The device's record takes its last and next inspection from it.
 */
export function ConcludeDialog({ record, item, onClose }: { record: InspectionApplyRecord; item: InspectionItem | null; onClose: () => void }) {
  const today = chinaToday();
  // Opened for one device: the record's later versions only change the version sent.
  const form = useFreshForm<Values>(
    item,
    item
      ? {
          id: record.id,
          itemId: item.id,
          inspectionDate: record.scheduledDate && record.scheduledDate <= today ? record.scheduledDate : today,
          nextInspectionDate: '',
          defects: '',
          defectList: [],
          rectifyDeadline: '',
        }
      : {},
  );
  const { message } = App.useApp();
  const conclude = useConclude();
  const words = useDictList('inspection_conclusion');
  const { pdf: report, pdfOnly } = useUploadedPdf(form, 'reportFileId', { bizType: 'inspectionReport', bizId: item?.id ?? '', kind: 'report' }, '检验报告须为PDF文件');

  useEffect(() => {
    if (!item) return;
    form.setFieldValue('version', record.version);
  }, [item, record.version, form]);
  const label = (v: string) => words.data?.find((w) => w.value === v)?.label ?? v;
  const conclusion = Form.useWatch('conclusion', form) ?? '';
  const listed = (Form.useWatch('defectList', form) ?? []).length;
  const needs = rectificationNeeds(conclusion, listed);
  // The list's own rule (a failing conclusion must list its defects), shown under the list; its fields' rules show at the fields.
  const listRule = () => {
    const values = Object.fromEntries(Object.keys(concludeInput.shape).map((k) => [k, (form.getFieldValue(k as keyof Values) as unknown) ?? '']));
    const parsed = concludeInput.safeParse(values);
    const issue = parsed.success ? undefined : parsed.error.issues.find((x) => x.path.length === 1 && x.path[0] === 'defectList');
    return issue ? Promise.reject(new Error(issue.message)) : Promise.resolve();
  };

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
      <HiddenFields names={['id', 'version', 'itemId']} />
      <Form.Item name="conclusion" label="检验结论" required rules={[rule('conclusion')]}>
        <Select
          placeholder="请选择"
          loading={words.isLoading}
          style={{ width: 220 }}
          options={conclusionsFor(item?.typeCode ?? '', record.inspectionKind).map((v) => ({ value: v, label: label(v) }))}
        />
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
      <Form.Item label="发现的问题" required={needs.defects} extra="逐条填写检验发现的问题；填写了问题的，出具结论时同时签发检验意见通知书，使用单位须逐条整改反馈">
        <Form.List name="defectList" rules={[{ validator: listRule }]}>
          {(fields, { add, remove }, { errors }) => (
            <>
              {fields.map((f, n) => (
                <div key={f.key} className="conclude-defect">
                  <div className="conclude-defect-head">
                    <span>问题{n + 1}</span>
                    <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={`删除问题${n + 1}`} onClick={() => remove(f.name)} />
                  </div>
                  <Form.Item name={[f.name, 'item']} rules={[rule(['defectList', n, 'item'])]}>
                    <Input maxLength={100} placeholder="检验项目或部位，如：轿厢紧急报警装置" />
                  </Form.Item>
                  <Form.Item name={[f.name, 'problem']} rules={[rule(['defectList', n, 'problem'])]}>
                    <Input.TextArea rows={2} maxLength={500} placeholder="问题描述" />
                  </Form.Item>
                  <Form.Item name={[f.name, 'basis']} rules={[rule(['defectList', n, 'basis'])]}>
                    <Input maxLength={200} placeholder="依据条款，如：TSG T7001-2023 附件A 8.1" />
                  </Form.Item>
                  <Form.Item name={[f.name, 'demand']} rules={[rule(['defectList', n, 'demand'])]}>
                    <Input.TextArea rows={2} maxLength={500} placeholder="整改要求" />
                  </Form.Item>
                </div>
              ))}
              <Button icon={<PlusOutlined />} disabled={fields.length >= OPINION_DEFECTS_MAX} onClick={() => add({ ...NO_DEFECT })}>
                添加问题
              </Button>
              <Form.ErrorList errors={errors} />
            </>
          )}
        </Form.List>
      </Form.Item>
      {needs.deadline ? (
        <Form.Item name="rectifyDeadline" label="整改期限" required rules={[rule('rectifyDeadline')]} dependencies={['inspectionDate', 'defectList']} {...dateTextProps}>
          <DatePicker style={{ width: 220 }} disabledDate={(d) => d.format('YYYY-MM-DD') <= today} />
        </Form.Item>
      ) : (
        <Form.Item name="defects" label="问题与整改要求" rules={[rule('defects')]}>
          <Input.TextArea rows={2} maxLength={1000} showCount placeholder="没有需要整改的问题时可填写说明，或不填" />
        </Form.Item>
      )}
      <Form.Item label="检验报告" required extra={report ? `以“${report.fileName}”作为该设备的检验报告` : '上传经签章的检验报告PDF后才能出具结论'}>
        <Form.Item name="reportFileId" noStyle rules={[rule('reportFileId'), pdfOnly]}>
          <Input type="hidden" />
        </Form.Item>
        {item && <AttachmentUpload bizType="inspectionReport" bizId={item.id} kind="report" mobile={false} title="签章的检验报告（PDF）" />}
      </Form.Item>
    </FormDialog>
  );
}
