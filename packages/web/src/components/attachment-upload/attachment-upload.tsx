import type { Attachment, AttachmentBizType } from '@portal/contract';
import { ATTACHMENT_ACCEPT, ATTACHMENT_BIZ_TYPES } from '@portal/contract/domain/attachments';

import { MobileOutlined, UploadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { useRef, useState, type DragEvent, type ReactNode } from 'react';
import { attachmentKeys, uploadAttachment, useAttList, useDeleteAttachment } from '../../api/attachment';
import { useUploader } from '../use-uploader';
import { BoxHead, QueuedRow, StoredRow } from './attachment-row';
import { MobileUploadModal } from './mobile-upload-modal';
import { PreviewModal } from './preview-modal';
import './attachment-upload.css';

/** While the QR code is shown, files sent from the phone are looked for this often. */
const PHONE_POLL_MS = 3000;

export interface AttachmentUploadProps {
  bizType: AttachmentBizType;
  bizId: string;
  /** The kind of file (ATTACHMENT_BIZ_TYPES[bizType].kinds); required to upload, optional for a read-only list of every kind. */
  kind?: string;
  readOnly?: boolean;
  /** Heading of the box; the kind's name by default. */
  title?: ReactNode;
  /** Offer the 手机上传 QR code (on by default). */
  mobile?: boolean;
  /** Leaves files out of the list (a notice's body images are shown in the body). */
  exclude?: (file: Attachment) => boolean;
  /** Text of an empty list. */
  emptyText?: string;
}

const kindsOf = (bizType: AttachmentBizType): Record<string, string> => ATTACHMENT_BIZ_TYPES[bizType].kinds;

/**
 * The files of one business object and kind: upload with a bar per file (button, drag and drop,
 * or a phone through a QR code), preview images and PDFs, download, delete. The server judges
 * every file by its content; its reason for refusing one shows on that file's row.
 */
export function AttachmentUpload({ bizType, bizId, kind, readOnly = false, title, mobile = true, exclude, emptyText = '暂未上传' }: AttachmentUploadProps) {
  const { message } = App.useApp();
  const target = { bizType, bizId, kind };
  // The files already listed when the QR code was opened: what comes on top arrived from the phone.
  const [phoneBaseline, setPhoneBaseline] = useState<ReadonlySet<string> | null>(null);
  const list = useAttList(target, phoneBaseline ? PHONE_POLL_MS : undefined);
  const remove = useDeleteAttachment();
  const [preview, setPreview] = useState<Attachment | null>(null);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const writable = !readOnly && !!kind;
  const qc = useQueryClient();
  // Every list of the object refreshes (another kind's box, a list of all kinds), not only this one.
  const uploader = useUploader(
    (file, onProgress) => uploadAttachment({ bizType, bizId, kind: kind ?? '' }, file, onProgress),
    () => qc.invalidateQueries({ queryKey: attachmentKeys.object(bizType, bizId) }),
  );

  const kinds = kindsOf(bizType);
  const heading = title ?? (kind ? kinds[kind] : ATTACHMENT_BIZ_TYPES[bizType].label);
  const files = (list.data ?? []).filter((f) => !exclude?.(f));
  const received = phoneBaseline ? files.filter((f) => f.fromMobile && !phoneBaseline.has(f.attsysid)).length : 0;

  const pick = (picked: FileList | null) => {
    if (picked?.length) uploader.add([...picked]);
    if (input.current) input.current.value = '';
  };
  const dragOver = (e: DragEvent) => {
    e.preventDefault();
    setDragging(true);
  };
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    if (writable) pick(e.dataTransfer.files);
  };
  const del = (f: Attachment) =>
    remove.mutateAsync(f).then(
      () => void message.success('附件已删除'),
      () => undefined,
    );

  return (
    <section
      className={`att-box${dragging ? ' att-box-drop' : ''}`}
      aria-label={typeof heading === 'string' ? heading : undefined}
      onDragOver={writable ? dragOver : undefined}
      onDragLeave={writable ? () => setDragging(false) : undefined}
      onDrop={writable ? drop : undefined}
    >
      <BoxHead title={heading} count={files.length}>
        {writable && (
          <div className="att-tools">
            <input ref={input} type="file" multiple accept={ATTACHMENT_ACCEPT} style={{ display: 'none' }} onChange={(e) => pick(e.target.files)} />
            <Button size="small" type="primary" ghost icon={<UploadOutlined />} onClick={() => input.current?.click()}>
              上传文件
            </Button>
            {mobile && (
              <Button size="small" icon={<MobileOutlined />} onClick={() => setPhoneBaseline(new Set(files.map((f) => f.attsysid)))}>
                手机上传
              </Button>
            )}
          </div>
        )}
      </BoxHead>
      {writable && <div className="att-hint">支持 PDF、JPG、PNG 及 Word、Excel、PowerPoint 文件，可拖拽到此处上传</div>}
      <ul className="att-list">
        {files.map((f) => (
          <StoredRow
            key={f.attsysid}
            file={f}
            kindLabel={kind || Object.keys(kinds).length < 2 ? undefined : kinds[f.kind]}
            readOnly={!writable}
            deleting={remove.isPending && remove.variables?.attsysid === f.attsysid}
            onPreview={setPreview}
            onDelete={(x) => void del(x)}
          />
        ))}
        {uploader.queue.map((q) => (
          <QueuedRow key={q.uid} item={q} onCancel={uploader.cancel} />
        ))}
      </ul>
      {!files.length && !uploader.queue.length && <div className="att-empty">{list.isLoading ? '加载中…' : list.isError ? '附件列表加载失败' : emptyText}</div>}
      <PreviewModal file={preview} onClose={() => setPreview(null)} />
      {writable && mobile && (
        <MobileUploadModal
          open={!!phoneBaseline}
          target={{ bizType, bizId, kind }}
          title={`${ATTACHMENT_BIZ_TYPES[bizType].label} · ${kinds[kind] ?? kind}`}
          received={received}
          onClose={() => setPhoneBaseline(null)}
        />
      )}
    </section>
  );
}
