import { ConstructionDetail } from '../../components/construction/construction-detail';

/** Spec §2 /construction/detail?id=: a notice as filed, its documents and every step; the construction unit acts on it here. */
export default function DetailPage() {
  return <ConstructionDetail />;
}
