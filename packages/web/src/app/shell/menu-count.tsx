import { useQuery } from '@tanstack/react-query';
import { interactionKeys } from '../../api/interaction';
import { call } from '../../api/http';
import { CountBadge } from '../../components/lite/count-badge';

/** The unread threads of the caller's side, as the list counts them; opening a thread refreshes every interaction list, this one too. */
const UNREAD = { unreadOnly: true, pageNo: 1, pageSize: 1 } as const;

/** The count beside a menu entry (route meta `badge`), refreshed every minute like the message bell. */
export function MenuCount({ name }: { name: string }) {
  const unread = useQuery({
    queryKey: interactionKeys.list(UNREAD),
    queryFn: () => call('interaction.list', UNREAD),
    enabled: name === 'interactionUnread',
    refetchInterval: 60_000,
    select: (d) => d.count,
  });
  return <CountBadge count={unread.data ?? 0} className="side-menu-count" />;
}
