import type { Attachment } from '@portal/contract';
import { useState } from 'react';
import { BoxHead, StoredRow } from './attachment-upload/attachment-row';
import { PreviewModal } from './attachment-upload/preview-modal';
import './attachment-upload/attachment-upload.css';
import './material-list.css';

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
            <BoxHead title={label} count={own.length} />
            <ul className="att-list">
              {own.map((f) => (
                <StoredRow key={f.attsysid} file={f} brief readOnly deleting={false} onPreview={setPreview} onDelete={() => undefined} />
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
