import { AttachmentUpload } from '../../components/attachment-upload/attachment-upload';

const KINDS = ['businessLicence', 'authorization', 'other'] as const;

/** The unit's supporting documents, one box per kind. */
export function UnitMaterial({ unitId, readOnly }: { unitId: string; readOnly: boolean }) {
  return (
    <div className="att-grid">
      {KINDS.map((kind) => (
        <AttachmentUpload key={kind} bizType="unit" bizId={unitId} kind={kind} readOnly={readOnly} />
      ))}
    </div>
  );
}
