import type { ArticleCategory, ArticleDetail } from '@portal/contract';
import { ARTICLE_CATEGORIES, ARTICLE_FLOW } from '@portal/contract/api/article';

import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Drawer, Form, Input, Radio, Skeleton, Space } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { attachmentKeys, downloadUrl, uploadAttachment } from '../../api/attachment';
import { useArticleAction, useEditorArticle, useSaveArticle } from '../../api/article';
import { failureText } from '../../api/http';
import { AttachmentUpload } from '../../components/attachment-upload/attachment-upload';
import { choicesOf } from '../../components/choices';
import { StateTag } from '../../components/state-tag';
import type { RichTextEditorProps } from './rich-text-editor';

// Tiptap and ProseMirror are the heaviest code in the portal: they load when an editor opens.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

function LazyEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}

interface Values {
  title: string;
  category: ArticleCategory;
  content: string;
}

/** Whether rich text says anything: words, or at least one image. */
const hasContent = (html: string | undefined) =>
  !!html &&
  (/<img\s/i.test(html) ||
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() !== '');

const CATEGORY_OPTIONS = choicesOf(ARTICLE_CATEGORIES);

interface EditorFormProps {
  initial: ArticleDetail | null;
  onDirty: (dirty: boolean) => void;
  onDone: () => void;
}

/** The form inside the drawer: title, column, body, and once saved, images and attachments. */
function EditorForm({ initial, onDirty, onDone }: EditorFormProps) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const qc = useQueryClient();
  const save = useSaveArticle();
  const action = useArticleAction();
  const [saved, setSaved] = useState<ArticleDetail | null>(initial);
  const [failure, setFailure] = useState('');
  const [dirty, setDirty] = useState(false);

  const markDirty = (d: boolean) => {
    setDirty(d);
    onDirty(d);
  };

  /** Saves what is in the form; the first save makes the draft that attachments can belong to. */
  const persist = async (): Promise<ArticleDetail | null> => {
    const v = await form.validateFields();
    setFailure('');
    try {
      const detail = await save.mutateAsync({ id: saved?.id, title: v.title.trim(), category: v.category, content: v.content, version: saved?.version });
      setSaved(detail);
      markDirty(false);
      return detail;
    } catch (e) {
      setFailure(failureText(e));
      return null;
    }
  };

  const saveOnly = async () => {
    const first = !saved;
    if (await persist()) message.success(first ? '草稿已保存，现在可以插入图片和上传附件' : '已保存');
  };

  const publish = async () => {
    const current = dirty || !saved ? await persist() : saved;
    if (!current) return;
    await action.mutateAsync({ id: current.id, version: current.version, action: 'publish' });
    message.success('公告已发布');
    onDone();
  };

  const uploadImage = saved
    ? async (file: File) => {
        const stored = await uploadAttachment({ bizType: 'article', bizId: saved.id, kind: 'attachment' }, file, () => undefined).done;
        void qc.invalidateQueries({ queryKey: attachmentKeys.object('article', saved.id) });
        return downloadUrl(stored.attsysid, true);
      }
    : undefined;

  return (
    <div className="notice-editor">
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={initial ? { title: initial.title, category: initial.category, content: initial.content } : { category: 'notice', content: '' }}
        onValuesChange={() => markDirty(true)}
      >
        <Form.Item
          name="title"
          label="标题"
          rules={[
            { required: true, whitespace: true, message: '标题不能为空' },
            { max: 100, message: '标题不能超过100个字符' },
          ]}
        >
          <Input maxLength={100} showCount placeholder="请输入公告标题" />
        </Form.Item>
        <Form.Item name="category" label="栏目" rules={[{ required: true, message: '请选择栏目' }]}>
          <Radio.Group options={CATEGORY_OPTIONS} optionType="button" buttonStyle="solid" />
        </Form.Item>
        <Form.Item name="content" label="正文" rules={[{ validator: (_, html?: string) => (hasContent(html) ? Promise.resolve() : Promise.reject(new Error('正文不能为空'))) }]}>
          <LazyEditor uploadImage={uploadImage} imageHint="请先保存草稿，再插入图片" />
        </Form.Item>
      </Form>
      <section className="notice-editor-files">
        <h4>附件</h4>
        {saved ? (
          <AttachmentUpload bizType="article" bizId={saved.id} kind="attachment" title="公告附件（含正文中的图片）" mobile={false} emptyText="暂无附件" />
        ) : (
          <Alert type="info" showIcon title="新公告保存为草稿后，才能插入图片和上传附件。" />
        )}
      </section>
      {failure && <Alert className="notice-editor-failure" type="error" showIcon title={failure} />}
      <div className="notice-editor-footer">
        <span className="notice-editor-state">
          {saved ? (
            <>
              当前状态：
              <StateTag flow={ARTICLE_FLOW} state={saved.status} />
              {dirty && <span className="notice-editor-dirty">有未保存的修改</span>}
            </>
          ) : (
            '尚未保存'
          )}
        </span>
        <Space>
          <Button onClick={() => void saveOnly().catch(() => undefined)} loading={save.isPending && !action.isPending}>
            {saved?.status === 'published' ? '保存修改' : '保存草稿'}
          </Button>
          {saved?.status !== 'published' && (
            <Button type="primary" onClick={() => void publish().catch(() => undefined)} loading={action.isPending}>
              保存并发布
            </Button>
          )}
        </Space>
      </div>
    </div>
  );
}

/** Writing or editing a notice in a wide drawer; closing with unsaved changes asks first. */
export function NoticeEditor({ target, onClose }: { target: { id?: string } | null; onClose: () => void }) {
  const { modal } = App.useApp();
  const [dirty, setDirty] = useState(false);
  const loaded = useEditorArticle(target?.id);

  const close = () => {
    if (!dirty) return onClose();
    modal.confirm({ title: '提示', content: '公告有未保存的修改，确定关闭吗？', okText: '关闭', cancelText: '继续编辑', onOk: onClose });
  };

  return (
    <Drawer
      open={!!target}
      title={target?.id ? '编辑公告' : '新建公告'}
      size={980}
      onClose={close}
      destroyOnHidden
      afterOpenChange={(o) => !o && setDirty(false)}
      mask={{ closable: false }}
    >
      {target && (target.id && !loaded.data ? <Skeleton active paragraph={{ rows: 12 }} /> : <EditorForm initial={loaded.data ?? null} onDirty={setDirty} onDone={onClose} />)}
    </Drawer>
  );
}
