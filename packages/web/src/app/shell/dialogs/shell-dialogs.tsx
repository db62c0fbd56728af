import { lazy, Suspense, useState, type ComponentType } from 'react';
import { closeDialog, openDialog, useShellDialog, type DialogProps, type ShellDialog } from '../../../state/dialog-store';

type FormDialog = Exclude<ShellDialog, 'reminder'>;

// Forms load when a dialog first opens. The reminder is not here: it opens with the first screen, drawn without antd
// (shell-layout.tsx), while these come with antd's scope (antd-scope.tsx).
const DIALOGS: Record<FormDialog, ComponentType<DialogProps>> = {
  password: lazy(() => import('./change-password-dialog').then((m) => ({ default: m.ChangePasswordDialog }))),
  info: lazy(() => import('./user-info-dialog').then((m) => ({ default: m.UserInfoDialog }))),
  role: lazy(() => import('./switch-role-dialog').then((m) => ({ default: m.SwitchRoleDialog }))),
};

const isForm = (d: ShellDialog | null): d is FormDialog => d !== null && d !== 'reminder';

/** The shell's form dialogs, one open at a time. */
export function ShellDialogs() {
  const open = useShellDialog((s) => s.open);
  // A dialog stays mounted once opened, so it can play its closing animation.
  const [used, setUsed] = useState<FormDialog[]>([]);
  if (isForm(open) && !used.includes(open)) setUsed([...used, open]);

  return used.map((d) => {
    const Dialog = DIALOGS[d];
    return (
      // One boundary each: a form still loading hides nothing else.
      <Suspense key={d} fallback={null}>
        <Dialog open={open === d} onClose={closeDialog} onChange={() => openDialog('password')} />
      </Suspense>
    );
  });
}
