import dayjs, { type Dayjs } from 'dayjs';
import { useSession } from '../../state/session-store';

/** A use unit's or a maintenance unit's role reports; an administrator only reads (the server refuses it too). */
export const useMayReport = () => useSession((s) => s.user?.currentRole.roleType !== 'admin');

/** Whether the caller works as the use unit (its lists then name the maintenance unit). */
export const useUseSide = () => useSession((s) => s.user?.currentRole.roleType !== 'maintain' && s.user?.currentRole.roleType !== 'admin');

/** Form.Item props that keep a month picker's value as 'YYYY-MM' text. */
export const monthProps = {
  getValueProps: (v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(`${v}-01`) : null }),
  normalize: (d: Dayjs | null | undefined) => (d ? d.format('YYYY-MM') : ''),
};
