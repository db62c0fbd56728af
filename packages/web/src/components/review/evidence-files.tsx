import type { Attachment } from '@portal/contract';
import { useState } from 'react';
import { downloadUrl } from '../../api/attachment';
import { BoxHead, StoredRow } from '../attachment-upload/attachment-row';
import { previewKind } from '../attachment-upload/file-icon';
import { PreviewModal } from '../attachment-upload/preview-modal';
import '../attachment-upload/attachment-upload.css';

interface EvidenceFilesProps {
  /** The files a request was submitted with. */
  files: readonly Attachment[];
  /** The kinds the request needs, in order, with their names. */
  kinds: Readonly<Record<string, string>>;
}

/**
 * The files a request rests on, in the review itself: one box per required kind, pictures shown as they are,
 * every file opened or downloaded in place, and a kind the request came without marked as missing.
 */
export function EvidenceFiles({ files, kinds }: EvidenceFilesProps) {
  const [preview, setPreview] = useState<Attachment | null>(null);
  return (
    <div className="att-grid review-evidence">
      {Object.entries(kinds).map(([kind, label]) => {
        const sent = files.filter((f) => f.kind === kind);
        return (
          <section key={kind} className="att-box review-evidence-kind" aria-label={label}>
            <BoxHead title={label} count={sent.length} />
            {sent.some((f) => previewKind(f.mime) === 'image') && (
              <div className="review-evidence-pictures">
                {sent
                  .filter((f) => previewKind(f.mime) === 'image')
                  .map((f) => (
                    <button key={f.attsysid} type="button" className="review-evidence-picture" onClick={() => setPreview(f)} title={`查看 ${f.fileName}`}>
                      <img src={downloadUrl(f.attsysid, true)} alt={f.fileName} />
                    </button>
                  ))}
              </div>
            )}
            <ul className="att-list">
              {sent.map((f) => (
                <StoredRow key={f.attsysid} file={f} readOnly deleting={false} onPreview={setPreview} onDelete={() => undefined} />
              ))}
            </ul>
            {!sent.length && <div className="att-empty review-evidence-missing">申请未附此材料</div>}
          </section>
        );
      })}
      <PreviewModal file={preview} onClose={() => setPreview(null)} />
    </div>
  );
}
