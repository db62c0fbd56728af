import { useQuery } from '@tanstack/react-query';
import { interactionKeys } from '../../api/interaction';
import { call } from '../../api/http';
import { todoOptions } from '../../api/flow-log';
import { CountBadge } from '../../components/lite/count-badge';
import { useSession } from '../../state/session-store';

/** The unread threads of the caller's side, as the list counts them; opening a thread refreshes every interaction list, this one too. */
const UNREAD = { unreadOnly: true, pageNo: 1, pageSize: 1 } as const;

/**
 * The count beside a menu entry, refreshed every minute like the message bell: what waits in the entry's review
 * queue, or (route meta `badge`) the unread interactions of a company or an inspection body. An administrator's
 * role takes part in no interaction, so it does not ask.
 */
export function MenuCount({ name, path }: { name?: string; path?: string }) {
  const roleType = useSession((s) => s.user?.currentRole?.roleType);
  const unread = useQuery({
    queryKey: interactionKeys.list(UNREAD),
    queryFn: () => call('interaction.list', UNREAD),
    enabled: name === 'interactionUnread' && roleType !== 'admin',
    refetchInterval: 60_000,
    select: (d) => d.count,
  });
  const waiting = useQuery({ ...todoOptions, select: (list) => list.find((t) => t.page === path)?.count ?? 0 });
  return <CountBadge count={(name ? (unread.data ?? 0) : 0) + (waiting.data ?? 0)} className="side-menu-count" />;
}
