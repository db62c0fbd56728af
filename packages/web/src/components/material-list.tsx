import type { Attachment } from '@portal/contract';
import { DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { useState } from 'react';
import { downloadUrl } from '../api/attachment';
import { FileIcon, previewKind } from './attachment-upload/file-icon';
import { PreviewModal } from './attachment-upload/preview-modal';
import './attachment-upload/attachment-upload.css';
import './material-list.css';
import { formatSize, formatTime } from './format';

interface MaterialListProps {
  files: Attachment[];
  /** Every kind the material may have, in the order to show them: kind → label. */
  kinds: Record<string, string>;
  /** Kinds that must be there; an empty one says so. */
  required?: readonly string[];
}

/** An applicant's material for a reviewer, by kind: open images and PDFs in place, download the rest. */
export function MaterialList({ files, kinds, required = [] }: MaterialListProps) {
  const [preview, setPreview] = useState<Attachment | null>(null);
  const shown = Object.entries(kinds).filter(([kind]) => required.includes(kind) || files.some((f) => f.kind === kind));
  return (
    <>
      {shown.map(([kind, label]) => {
        const own = files.filter((f) => f.kind === kind);
        return (
          <section key={kind} className="att-box" aria-label={label}>
            <header className="att-head">
              <div className="att-title">
                {label}
                <span className="att-count">{own.length ? `${own.length} 个文件` : ''}</span>
              </div>
            </header>
            <ul className="att-list">
              {own.map((f) => (
                <li key={f.attsysid} className="att-row" data-attsysid={f.attsysid}>
                  <FileIcon name={f.fileName} />
                  <div className="att-main">
                    <div className="att-name">
                      {previewKind(f.mime) ? (
                        <button type="button" className="att-link" onClick={() => setPreview(f)} title="预览">
                          {f.fileName}
                        </button>
                      ) : (
                        <a className="att-link" href={downloadUrl(f.attsysid)} download={f.fileName} title="下载">
                          {f.fileName}
                        </a>
                      )}
                    </div>
                    <div className="att-meta">
                      {formatSize(f.size)} · {formatTime(f.uploadedAt)}
                    </div>
                  </div>
                  <div className="att-actions">
                    {previewKind(f.mime) && (
                      <Tooltip title="预览">
                        <Button type="text" size="small" icon={<EyeOutlined />} aria-label={`预览 ${f.fileName}`} onClick={() => setPreview(f)} />
                      </Tooltip>
                    )}
                    <Tooltip title="下载">
                      <Button type="text" size="small" icon={<DownloadOutlined />} aria-label={`下载 ${f.fileName}`} href={downloadUrl(f.attsysid)} download={f.fileName} />
                    </Tooltip>
                  </div>
                </li>
              ))}
            </ul>
            {!own.length && <div className="att-empty material-missing">未上传</div>}
          </section>
        );
      })}
      <PreviewModal file={preview} onClose={() => setPreview(null)} />
    </>
  );
}
