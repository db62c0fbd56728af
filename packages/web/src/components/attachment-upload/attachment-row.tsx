import type { Attachment } from '@portal/contract';
import { CloseOutlined, DeleteOutlined, DownloadOutlined, EyeOutlined, MobileOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Progress, Tag, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { downloadUrl } from '../../api/attachment';
import { formatSize, formatTime } from '../format';
import { percent, type QueuedUpload } from '../upload-queue';
import { FileIcon, previewKind } from './file-icon';

/** A box of files' head: its name and how many files it holds, with the box's tools at the right. */
export function BoxHead({ title, count, children }: { title: ReactNode; count: number; children?: ReactNode }) {
  return (
    <header className="att-head">
      <div className="att-title">
        {title}
        <span className="att-count">{count ? `${count} 个文件` : ''}</span>
      </div>
      {children}
    </header>
  );
}

interface StoredRowProps {
  file: Attachment;
  /** Shown when the list mixes kinds. */
  kindLabel?: string;
  /** Only the file's size and time, not who uploaded it or from where (an applicant's own material, for its reviewer). */
  brief?: boolean;
  readOnly: boolean;
  deleting: boolean;
  onPreview: (f: Attachment) => void;
  onDelete: (f: Attachment) => void;
}

/** A file the server keeps: open or download it, and delete it where the list is editable. */
export function StoredRow({ file, kindLabel, brief = false, readOnly, deleting, onPreview, onDelete }: StoredRowProps) {
  const previewable = !!previewKind(file.mime);
  const href = downloadUrl(file.attsysid);
  return (
    <li className="att-row" data-attsysid={file.attsysid}>
      <FileIcon name={file.fileName} />
      <div className="att-main">
        <div className="att-name">
          {previewable ? (
            <button type="button" className="att-link" onClick={() => onPreview(file)} title="预览">
              {file.fileName}
            </button>
          ) : (
            <a className="att-link" href={href} download={file.fileName} title="下载">
              {file.fileName}
            </a>
          )}
          {kindLabel && <Tag className="att-tag">{kindLabel}</Tag>}
          {file.fromMobile && !brief && (
            <Tag className="att-tag" color="cyan" icon={<MobileOutlined />}>
              手机上传
            </Tag>
          )}
        </div>
        <div className="att-meta">
          {formatSize(file.size)} · {!brief && `${file.uploaderName} · `}
          {formatTime(file.uploadedAt)}
        </div>
      </div>
      <div className="att-actions">
        {previewable && (
          <Tooltip title="预览">
            <Button type="text" size="small" icon={<EyeOutlined />} aria-label={`预览 ${file.fileName}`} onClick={() => onPreview(file)} />
          </Tooltip>
        )}
        <Tooltip title="下载">
          <Button type="text" size="small" icon={<DownloadOutlined />} aria-label={`下载 ${file.fileName}`} href={href} download={file.fileName} />
        </Tooltip>
        {!readOnly && <DeleteFileButton fileName={file.fileName} deleting={deleting} onDelete={() => onDelete(file)} />}
      </div>
    </li>
  );
}

/** A file on its way up: its bar, then the server's check, or its refusal. */
export function QueuedRow({ item, onCancel }: { item: QueuedUpload; onCancel: (uid: string) => void }) {
  const failed = item.stage === 'failed';
  return (
    <li className={`att-row att-row-queued${failed ? ' att-row-failed' : ''}`}>
      <FileIcon name={item.name} />
      <div className="att-main">
        <div className="att-name">
          <span className="att-queued-name">{item.name}</span>
        </div>
        {failed ? (
          <div className="att-error" role="alert">
            上传失败：{item.error}
          </div>
        ) : (
          <div className="att-progress">
            <Progress percent={percent(item)} size="small" status="active" />
            <span className="att-meta">{item.stage === 'checking' ? '正在校验文件…' : `${formatSize(item.loaded)} / ${formatSize(item.size)}`}</span>
          </div>
        )}
      </div>
      <div className="att-actions">
        <Tooltip title={failed ? '移除' : '取消上传'}>
          <Button type="text" size="small" icon={<CloseOutlined />} aria-label={failed ? `移除 ${item.name}` : `取消上传 ${item.name}`} onClick={() => onCancel(item.uid)} />
        </Tooltip>
      </div>
    </li>
  );
}

/** A file row's bin: the file goes only once the user confirms. */
export function DeleteFileButton({ fileName, deleting, onDelete }: { fileName: string; deleting: boolean; onDelete: () => void }) {
  return (
    <Popconfirm title="删除附件" description={`确定删除“${fileName}”吗？`} okText="删除" okButtonProps={{ danger: true }} cancelText="取消" onConfirm={onDelete}>
      <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={`删除 ${fileName}`} loading={deleting} />
    </Popconfirm>
  );
}
