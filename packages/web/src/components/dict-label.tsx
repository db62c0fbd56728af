import { useDictLabel } from '../api/dict';

/** A stored dictionary value shown as its label; disabled items still resolve, an unknown value shows as it is. */
export function DictLabel({ type, value }: { type: string; value: string }) {
  const label = useDictLabel(type, value);
  return <>{label}</>;
}
