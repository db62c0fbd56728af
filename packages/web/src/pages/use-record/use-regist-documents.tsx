import { useUseRegistDocuments } from '../../api/use-regist';
import { RequiredDocuments } from '../../components/required-documents';

/** The documents an application's category needs; read-only once the application has gone to the registry. */
export function UseRegistDocuments({ id, readOnly }: { id: string; readOnly: boolean }) {
  const check = useUseRegistDocuments(id);
  return <RequiredDocuments bizType="useRegist" bizId={id} required={check.data?.required ?? []} readOnly={readOnly} />;
}
