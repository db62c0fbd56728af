import { App, Button, type ButtonProps } from 'antd';
import { useAccess } from '../state/session-store';

/** Spec §2/§8: the modal shown when an operation's permission is missing. */
export const NO_PERMISSION = { title: '无权限', content: '很抱歉，您没有这项操作的权限' } as const;

/** Whether the current role may run an operation, and a guard that says no with the spec's modal. */
export function useAuthorized(access: string): { allowed: boolean; guard: (run: () => void) => void } {
  const allowed = useAccess(access);
  const { modal } = App.useApp();
  return {
    allowed,
    guard: (run) => {
      if (allowed) run();
      else modal.warning({ ...NO_PERMISSION, okText: '知道了' });
    },
  };
}

/** A button guarded by a permission id from PERMISSION_TREE (kind 'button'). */
export function AuthButton({ access, onClick, ...rest }: ButtonProps & { access: string }) {
  const { guard } = useAuthorized(access);
  return <Button {...rest} onClick={(e) => guard(() => onClick?.(e))} />;
}
