import { INTERACTION_FLOW, INTERACTION_SIDES, interactionContent, INTERACTION_CONTENT_MAX, type InteractionRecord } from '@portal/contract/api/interaction';

import { PaperClipOutlined } from '@ant-design/icons';
import { Alert, App, Button, Descriptions, Form, Input, Result, Skeleton, Space } from 'antd';
import { downloadUrl } from '../../api/attachment';
import { failureText } from '../../api/http';
import { useCloseInteraction, useInteractionRecord, useReplyInteraction } from '../../api/interaction';
import { AttachmentUpload } from '../attachment-upload/attachment-upload';
import { useConfirmAction } from '../confirm-action';
import { formatTime } from '../format';
import { fromSchema } from '../form-rules';
import { StateTag } from '../state-tag';
import { useDraftFiles } from './draft-files';
import './interaction.css';

/** One thread as a conversation, oldest first: the viewer's side on the right, the other side on the left. */
function Posts({ record }: { record: InteractionRecord }) {
  return (
    <ol className="ia-posts" aria-label="互动记录">
      {record.posts.map((p) => (
        <li key={p.id} className={p.side === record.side ? 'ia-post ia-post-mine' : 'ia-post'}>
          <div className="ia-post-head">
            <strong>{p.authorName}</strong>
            <span className="ia-side">{INTERACTION_SIDES[p.side]}</span>
            <time>{formatTime(p.createdAt)}</time>
          </div>
          <div className="ia-bubble">
            <p className="ia-content">{p.content}</p>
            {p.attachments.length > 0 && (
              <Space wrap className="ia-files">
                {p.attachments.map((a) => (
                  <a key={a.attsysid} href={downloadUrl(a.attsysid)}>
                    <PaperClipOutlined /> {a.fileName}
                  </a>
                ))}
              </Space>
            )}
          </div>
        </li>
      ))}
    </ol>
  );
}

function ReplyBox({ record }: { record: InteractionRecord }) {
  const { message } = App.useApp();
  const [form] = Form.useForm<{ content: string }>();
  const reply = useReplyInteraction();
  const id = record.thread.id;
  const files = useDraftFiles(id);
  const send = async () => {
    const { content } = await form.validateFields();
    try {
      await reply.mutateAsync({ id, content, attachmentIds: files });
      form.resetFields();
      void message.success('回复已发送');
    } catch (e) {
      void message.error(failureText(e));
    }
  };
  return (
    <Form form={form} className="ia-reply" layout="vertical">
      <Form.Item name="content" label="回复" required rules={[fromSchema(interactionContent)]}>
        <Input.TextArea rows={4} maxLength={INTERACTION_CONTENT_MAX} showCount placeholder="输入回复内容" />
      </Form.Item>
      <AttachmentUpload bizType="interactionDraft" bizId={id} kind="file" mobile={false} title="附件（可选）" emptyText="未添加附件" />
      <div className="ia-reply-actions">
        <Button type="primary" loading={reply.isPending} onClick={() => void send().catch(() => undefined)}>
          发送回复
        </Button>
      </div>
    </Form>
  );
}

/** A thread: what it is about, its posts, and the reply box while it is open; either side may close it for good. */
export function ThreadView({ id }: { id: string }) {
  const query = useInteractionRecord(id);
  const close = useCloseInteraction();
  const confirm = useConfirmAction();
  const r = query.data;
  if (query.isError) return <Result status="warning" title={failureText(query.error)} />;
  if (!r) return <Skeleton active paragraph={{ rows: 8 }} />;
  const t = r.thread;
  const open = t.state === 'open';
  return (
    <div className="ia-thread">
      <Descriptions
        size="small"
        column={2}
        items={[
          { key: 'state', label: '状态', children: <StateTag flow={INTERACTION_FLOW} state={t.state} /> },
          { key: 'apply', label: '报检申请', children: t.applyNo },
          ...(t.reportNo ? [{ key: 'report', label: '检验报告', children: `${t.reportNo}（${t.deviceLabel}）` }] : []),
          { key: 'unit', label: '使用单位', children: t.unitName },
          { key: 'org', label: '检验机构', children: t.orgName },
          { key: 'start', label: '发起', children: `${t.startedByName}（${INTERACTION_SIDES[t.startedBy]}） ${formatTime(t.createdAt)}` },
        ]}
      />
      <Posts record={r} />
      {open ? (
        <>
          <ReplyBox record={r} />
          <div className="ia-close">
            <Button
              danger
              onClick={() =>
                confirm('关闭互动', '关闭后双方都不能再回复，如有新的问题可重新发起互动。确定关闭吗？', () => close.mutateAsync({ id: t.id, version: t.version }), '互动已关闭')
              }
            >
              关闭互动
            </Button>
          </div>
        </>
      ) : (
        <Alert type="info" showIcon title={`该互动已由${t.closedByName}于${formatTime(t.closedAt)}关闭，不能再回复；如有新的问题请重新发起互动。`} />
      )}
    </div>
  );
}
