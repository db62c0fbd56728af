import type { RegChangeGroup } from '@portal/contract';

import { useRegChangeDocuments } from '../../api/reg-change';
import { RequiredDocuments } from '../../components/required-documents';

/** The documents the application's kind needs; read-only once it has gone on. */
export function RegChangeDocuments({ group, id, readOnly }: { group: RegChangeGroup; id: string; readOnly: boolean }) {
  const check = useRegChangeDocuments(group, id);
  return <RequiredDocuments bizType="regChange" bizId={id} required={check.data?.required ?? []} readOnly={readOnly} />;
}
