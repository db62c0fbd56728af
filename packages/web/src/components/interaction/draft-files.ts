import { useAttList } from '../../api/attachment';

/** The files the writer uploaded for its next post (drafts of the thread, or of the application while launching). */
export function useDraftFiles(bizId: string) {
  const list = useAttList({ bizType: 'interactionDraft', bizId, kind: 'file' });
  return list.data?.map((f) => f.attsysid) ?? [];
}
