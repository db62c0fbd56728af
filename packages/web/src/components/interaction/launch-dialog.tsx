import { interactionContent, interactionSubject, INTERACTION_CONTENT_MAX, INTERACTION_SUBJECT_MAX } from '@portal/contract/api/interaction';

import { Button, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useLaunchInteraction } from '../../api/interaction';
import { useAccess } from '../../state/session-store';
import { AttachmentUpload } from '../attachment-upload/attachment-upload';
import { FormDialog } from '../form-dialog';
import { fromSchema, VALIDATE_DELAY } from '../form-rules';
import { useDraftFiles } from './draft-files';

/** A report of the application a thread may be about. */
export interface ReportChoice {
  itemId: string;
  reportNo: string;
  deviceLabel: string;
}

/** The concluded devices of an application, as the reports a thread may be about. */
export const reportChoices = (items: readonly { id: string; reportNo: string; deviceCode: string; productName: string }[]): ReportChoice[] =>
  items.filter((i) => i.reportNo).map((i) => ({ itemId: i.id, reportNo: i.reportNo, deviceLabel: [i.deviceCode, i.productName].filter(Boolean).join(' ') }));

interface Values {
  itemId: string;
  subject: string;
  content: string;
}

interface Props {
  applyId: string;
  applyNo: string;
  /** The concluded devices of the application, whose reports a thread may be about. */
  reports: readonly ReportChoice[];
  /** The permission of the caller's side: without it the button is not offered. */
  access: 'companyService.interaction' | 'inspection.interaction';
  /** The thread page of the caller's side, opened on the new thread. */
  threadPath: string;
}

/** 发起互动 on an application (or one of its reports): subject, first message and files; then the thread opens. */
export function LaunchInteractionButton({ applyId, applyNo, reports, access, threadPath }: Props) {
  const allowed = useAccess(access);
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<Values>();
  const launch = useLaunchInteraction();
  const files = useDraftFiles(open ? applyId : '');
  const navigate = useNavigate();
  const objects = [{ value: '', label: `报检申请 ${applyNo}` }, ...reports.map((r) => ({ value: r.itemId, label: `检验报告 ${r.reportNo}（${r.deviceLabel}）` }))];
  if (!allowed) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>发起互动</Button>
      <FormDialog<Values>
        open={open}
        title="发起检验互动"
        width={640}
        labelWidth={72}
        form={form}
        saving={launch.isPending}
        okText="发送"
        onSave={async (v) => {
          const r = await launch.mutateAsync({ applyId, itemId: v.itemId ?? '', subject: v.subject, content: v.content, attachmentIds: files });
          void navigate(`${threadPath}?id=${encodeURIComponent(r.thread.id)}`);
        }}
        onClose={() => setOpen(false)}
      >
        <Form.Item name="itemId" label="互动对象" initialValue="">
          <Select options={objects} />
        </Form.Item>
        <Form.Item name="subject" label="主题" required rules={[fromSchema(interactionSubject)]} validateDebounce={VALIDATE_DELAY}>
          <Input maxLength={INTERACTION_SUBJECT_MAX} showCount placeholder="简要说明要沟通的事项" />
        </Form.Item>
        <Form.Item name="content" label="内容" required rules={[fromSchema(interactionContent)]} validateDebounce={VALIDATE_DELAY}>
          <Input.TextArea rows={5} maxLength={INTERACTION_CONTENT_MAX} showCount />
        </Form.Item>
        <Form.Item label="附件">
          <AttachmentUpload bizType="interactionDraft" bizId={applyId} kind="file" mobile={false} title="附件（可选）" emptyText="未添加附件" />
        </Form.Item>
      </FormDialog>
    </>
  );
}
