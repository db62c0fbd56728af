import { lazy, Suspense, useState, type ComponentType } from 'react';
import { closeDialog, openDialog, useShellDialog, type DialogProps, type ShellDialog } from '../../../state/dialog-store';
import { SimplePasswordReminder } from './simple-password-reminder';

// Forms load when a dialog first opens, keeping them out of the shell's first screen. The reminder, a few words,
// comes with the shell: it opens with the first screen, where the user meets it at once.
const DIALOGS: Record<ShellDialog, ComponentType<DialogProps>> = {
  password: lazy(() => import('./change-password-dialog').then((m) => ({ default: m.ChangePasswordDialog }))),
  info: lazy(() => import('./user-info-dialog').then((m) => ({ default: m.UserInfoDialog }))),
  role: lazy(() => import('./switch-role-dialog').then((m) => ({ default: m.SwitchRoleDialog }))),
  reminder: SimplePasswordReminder,
};

/** The shell's dialogs, one open at a time; the reminder is open on entering the shell while the password is simple. */
export function ShellDialogs() {
  const open = useShellDialog((s) => s.open);
  // A dialog stays mounted once opened, so it can play its closing animation.
  const [used, setUsed] = useState<ShellDialog[]>([]);
  if (open && !used.includes(open)) setUsed([...used, open]);

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
