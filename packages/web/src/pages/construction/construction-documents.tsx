import { useConstructionDocuments } from '../../api/construction';
import { RequiredDocuments } from '../../components/required-documents';

/** The documents a notice is filed with, one box per required kind with whether it is there; read-only once it has gone to the registry. */
export function ConstructionDocuments({ id, readOnly }: { id: string; readOnly: boolean }) {
  const check = useConstructionDocuments(id);
  return <RequiredDocuments bizType="construction" bizId={id} required={check.data?.required ?? []} readOnly={readOnly} />;
}
