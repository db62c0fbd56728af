import { useSession } from '../../state/session-store';

/** A use unit's or a maintenance unit's role reports; an administrator only reads (the server refuses it too). */
export const useMayReport = () => useSession((s) => s.user?.currentRole.roleType !== 'admin');

/** Whether the caller works as the use unit (its lists then name the maintenance unit). */
export const useUseSide = () => useSession((s) => s.user?.currentRole.roleType !== 'maintain' && s.user?.currentRole.roleType !== 'admin');
