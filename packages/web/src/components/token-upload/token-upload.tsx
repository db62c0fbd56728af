import type { MobileUploadInfo } from '@portal/contract';
import { ATTACHMENT_ACCEPT } from '@portal/contract/domain/attachments';

import { UploadOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState, type DragEvent } from 'react';
import { failureText } from '../../api/http';
import { deleteFromPhone, getMobileUploadInfo, uploadFromPhone } from '../../api/mobile-upload';
import { BoxHead, DeleteFileButton, QueuedRow } from '../attachment-upload/attachment-row';
import { FileIcon } from '../attachment-upload/file-icon';
import '../attachment-upload/attachment-upload.css';
import { formatSize, formatTime } from '../format';
import { useUploader } from '../use-uploader';
import './token-upload.css';

type SentFile = MobileUploadInfo['files'][number];

interface TokenUploadProps {
  kind: string;
  label: string;
  required?: boolean;
  /** A live upload token for this kind (see useUploadSign). */
  token: (kind: string) => Promise<string>;
  /** As a form control: the number of files stored, so a rule can ask for at least one. */
  value?: number;
  onChange?: (count: number) => void;
  id?: string;
}

/**
 * Material of one kind sent by someone without a session, through a signed upload token: a bar
 * per file, the server's refusal on the file's row, and delete while the application is a draft.
 * Files cannot be opened back here: reading them needs a reviewer's session.
 */
export function TokenUpload({ kind, label, required, token, value, onChange, id }: TokenUploadProps) {
  const { message } = App.useApp();
  const [files, setFiles] = useState<SentFile[] | null>(null);
  const [loadError, setLoadError] = useState('');
  const [dragging, setDragging] = useState(false);
  const [deleting, setDeleting] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const live = useRef('');
  // Read by refreshes started from an earlier render (an upload's callback): the count last rendered.
  const count = useRef(value ?? 0);
  useLayoutEffect(() => {
    count.current = value ?? 0;
  }, [value]);

  const refresh = async () => {
    try {
      live.current = await token(kind);
      const info = await getMobileUploadInfo(live.current);
      setFiles(info.files);
      setLoadError('');
      // Only a real change reaches the form, so an empty box is not flagged before anything was tried.
      if (info.files.length !== count.current) onChange?.(info.files.length);
    } catch (e) {
      setLoadError(failureText(e));
    }
  };
  const uploader = useUploader((file, onProgress) => uploadFromPhone(live.current, file, onProgress), refresh);

  // The files already stored (a corrected application's, or after going back a step); the token source is fixed per draft.
  const load = useEffectEvent(() => void refresh());
  useEffect(() => load(), [kind]);

  const add = async (picked: FileList | null) => {
    const list = picked ? [...picked] : [];
    if (input.current) input.current.value = '';
    if (!list.length) return;
    try {
      live.current = await token(kind);
      uploader.add(list);
    } catch (e) {
      message.error(failureText(e));
    }
  };

  const remove = async (f: SentFile) => {
    setDeleting(f.attsysid);
    try {
      await deleteFromPhone(await token(kind), f.attsysid);
      await refresh();
    } catch (e) {
      message.error(failureText(e));
    } finally {
      setDeleting('');
    }
  };

  const drop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    void add(e.dataTransfer.files);
  };

  return (
    <section
      id={id}
      className={`att-box token-upload${dragging ? ' att-box-drop' : ''}`}
      aria-label={label}
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
    >
      <BoxHead
        title={
          <>
            {required && <span className="token-upload-required">*</span>}
            {label}
          </>
        }
        count={files?.length ?? 0}
      >
        <div className="att-tools">
          <input
            ref={input}
            type="file"
            multiple
            accept={ATTACHMENT_ACCEPT}
            style={{ display: 'none' }}
            aria-label={`选择${label}文件`}
            onChange={(e) => void add(e.target.files)}
          />
          <Button size="small" type="primary" ghost icon={<UploadOutlined />} onClick={() => input.current?.click()}>
            上传文件
          </Button>
        </div>
      </BoxHead>
      <ul className="att-list">
        {(files ?? []).map((f) => (
          <li key={f.attsysid} className="att-row" data-attsysid={f.attsysid}>
            <FileIcon name={f.fileName} />
            <div className="att-main">
              <div className="att-name">{f.fileName}</div>
              <div className="att-meta">
                {formatSize(f.size)} · {formatTime(f.uploadedAt)}
              </div>
            </div>
            <div className="att-actions">
              <DeleteFileButton fileName={f.fileName} deleting={deleting === f.attsysid} onDelete={() => void remove(f)} />
            </div>
          </li>
        ))}
        {uploader.queue.map((q) => (
          <QueuedRow key={q.uid} item={q} onCancel={uploader.cancel} />
        ))}
      </ul>
      {!files?.length && !uploader.queue.length && (
        <div className="att-empty">{loadError ? `附件列表加载失败：${loadError}` : files ? '尚未上传，可点击“上传文件”或把文件拖到此处' : '加载中…'}</div>
      )}
    </section>
  );
}
