import {
  AlignCenterOutlined,
  AlignLeftOutlined,
  AlignRightOutlined,
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  LoadingOutlined,
  MinusOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import Image from '@tiptap/extension-image';
import TextAlign from '@tiptap/extension-text-align';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { App, Button, Divider, Input, Popover, Select, Tooltip } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { failureText } from '../../api/http';
import '../../components/rich-text.css';
import './rich-text-editor.css';

export interface RichTextEditorProps {
  /** The HTML to start from; later changes come from typing. */
  value?: string;
  onChange?: (html: string) => void;
  /** Stores an image and answers the address to show it at; without it, images cannot be added yet. */
  uploadImage?: (file: File) => Promise<string>;
  /** Why images cannot be added (shown on the disabled button). */
  imageHint?: string;
}

type Block = 'p' | 'h2' | 'h3' | 'h4';

const blockOf = (e: Editor): Block => (e.isActive('heading', { level: 2 }) ? 'h2' : e.isActive('heading', { level: 3 }) ? 'h3' : e.isActive('heading', { level: 4 }) ? 'h4' : 'p');

function QuoteIcon() {
  return (
    <svg width="1em" height="1em" viewBox="0 0 24 24" fill="currentColor" aria-hidden>
      <path d="M4 11.5C4 8 6 5.6 9.5 5l.6 1.5C8 7.3 7.2 8.6 7.1 10H10v8H4v-6.5zm10 0C14 8 16 5.6 19.5 5l.6 1.5c-2.1.8-2.9 2.1-3 3.5H20v8h-6v-6.5z" />
    </svg>
  );
}

function ToolButton({ title, icon, active, disabled, onClick }: { title: string; icon: ReactNode; active?: boolean; disabled?: boolean; onClick: () => void }) {
  return (
    <Tooltip title={title} mouseEnterDelay={0.4}>
      <Button type={active ? 'primary' : 'text'} ghost={active} size="small" icon={icon} aria-label={title} aria-pressed={active} disabled={disabled} onClick={onClick} />
    </Tooltip>
  );
}

/** The link button: type or change the address of the selected text. */
function LinkTool({ editor }: { editor: Editor }) {
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState('');
  const apply = () => {
    const url = href.trim();
    const chain = editor.chain().focus().extendMarkRange('link');
    if (!url) chain.unsetLink().run();
    else chain.setLink({ href: /^(https?:|mailto:)/i.test(url) ? url : `https://${url}` }).run();
    setOpen(false);
  };
  return (
    <Popover
      open={open}
      trigger="click"
      onOpenChange={(o) => {
        setOpen(o);
        if (o) setHref((editor.getAttributes('link').href as string | undefined) ?? '');
      }}
      content={
        <div className="rte-link">
          <Input size="small" autoFocus placeholder="https://" value={href} onChange={(e) => setHref(e.target.value)} onPressEnter={apply} />
          <Button size="small" type="primary" onClick={apply}>
            确定
          </Button>
        </div>
      }
    >
      <span>
        <ToolButton title="链接（留空则取消链接）" icon={<LinkOutlined />} active={editor.isActive('link')} onClick={() => undefined} />
      </span>
    </Popover>
  );
}

/**
 * The notice editor (Tiptap). What it can produce is what the server keeps after sanitising:
 * headings, emphasis, lists, quotes, alignment, links, and images stored as the notice's own
 * attachments. Loaded on demand, so only the notice maintenance page pays for it.
 */
export default function RichTextEditor({ value, onChange, uploadImage, imageHint }: RichTextEditorProps) {
  const { message } = App.useApp();
  const picker = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3, 4] }, link: { openOnClick: false, autolink: true, defaultProtocol: 'https' } }),
      Image.configure({ allowBase64: false }),
      TextAlign.configure({ types: ['heading', 'paragraph'] }),
    ],
    content: value ?? '',
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
    editorProps: { attributes: { class: 'rich-text rte-content', 'aria-label': '正文', role: 'textbox', 'aria-multiline': 'true' } },
  });
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      block: blockOf(e),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      underline: e.isActive('underline'),
      strike: e.isActive('strike'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      left: e.isActive({ textAlign: 'left' }),
      center: e.isActive({ textAlign: 'center' }),
      right: e.isActive({ textAlign: 'right' }),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });

  const setBlock = (b: Block) => {
    const chain = editor.chain().focus();
    if (b === 'p') chain.setParagraph().run();
    else chain.setHeading({ level: Number(b.slice(1)) as 2 | 3 | 4 }).run();
  };

  const addImages = async (files: FileList | null) => {
    if (!files?.length || !uploadImage) return;
    setUploading(true);
    try {
      for (const file of [...files]) {
        const src = await uploadImage(file);
        editor
          .chain()
          .focus()
          .setImage({ src, alt: file.name.replace(/\.[^.]+$/, '') })
          .run();
      }
    } catch (e) {
      message.error(`图片上传失败：${failureText(e)}`, 5);
    } finally {
      setUploading(false);
      if (picker.current) picker.current.value = '';
    }
  };

  const run = (f: (c: ReturnType<Editor['chain']>) => ReturnType<Editor['chain']>) => () => f(editor.chain().focus()).run();

  return (
    <div className="rte">
      <div className="rte-toolbar" role="toolbar" aria-label="格式">
        <Select<Block>
          size="small"
          value={state.block}
          onChange={setBlock}
          style={{ width: 92 }}
          aria-label="段落格式"
          options={[
            { value: 'p', label: '正文' },
            { value: 'h2', label: '标题 1' },
            { value: 'h3', label: '标题 2' },
            { value: 'h4', label: '标题 3' },
          ]}
        />
        <Divider orientation="vertical" />
        <ToolButton title="加粗" icon={<BoldOutlined />} active={state.bold} onClick={run((c) => c.toggleBold())} />
        <ToolButton title="斜体" icon={<ItalicOutlined />} active={state.italic} onClick={run((c) => c.toggleItalic())} />
        <ToolButton title="下划线" icon={<UnderlineOutlined />} active={state.underline} onClick={run((c) => c.toggleUnderline())} />
        <ToolButton title="删除线" icon={<StrikethroughOutlined />} active={state.strike} onClick={run((c) => c.toggleStrike())} />
        <Divider orientation="vertical" />
        <ToolButton title="项目符号列表" icon={<UnorderedListOutlined />} active={state.bullet} onClick={run((c) => c.toggleBulletList())} />
        <ToolButton title="编号列表" icon={<OrderedListOutlined />} active={state.ordered} onClick={run((c) => c.toggleOrderedList())} />
        <ToolButton title="引用" icon={<QuoteIcon />} active={state.quote} onClick={run((c) => c.toggleBlockquote())} />
        <ToolButton title="分隔线" icon={<MinusOutlined />} onClick={run((c) => c.setHorizontalRule())} />
        <Divider orientation="vertical" />
        <ToolButton title="左对齐" icon={<AlignLeftOutlined />} active={state.left} onClick={run((c) => c.setTextAlign('left'))} />
        <ToolButton title="居中" icon={<AlignCenterOutlined />} active={state.center} onClick={run((c) => c.setTextAlign('center'))} />
        <ToolButton title="右对齐" icon={<AlignRightOutlined />} active={state.right} onClick={run((c) => c.setTextAlign('right'))} />
        <Divider orientation="vertical" />
        <LinkTool editor={editor} />
        {/* Hidden by style: antd's form styles show file inputs whatever their hidden attribute says. */}
        <input ref={picker} type="file" accept=".jpg,.jpeg,.png" multiple style={{ display: 'none' }} onChange={(e) => void addImages(e.target.files)} />
        <ToolButton
          title={uploadImage ? '插入图片（JPG、PNG）' : (imageHint ?? '暂不能插入图片')}
          icon={uploading ? <LoadingOutlined /> : <PictureOutlined />}
          disabled={!uploadImage || uploading}
          onClick={() => picker.current?.click()}
        />
        <Divider orientation="vertical" />
        <ToolButton title="撤销" icon={<UndoOutlined />} disabled={!state.canUndo} onClick={run((c) => c.undo())} />
        <ToolButton title="重做" icon={<RedoOutlined />} disabled={!state.canRedo} onClick={run((c) => c.redo())} />
      </div>
      <EditorContent editor={editor} className="rte-body" />
    </div>
  );
}
