import { lazy, Suspense, useEffect, useState } from 'react';
import { closeDialog, openDialog, useShellDialog, type ShellDialog } from '../../../state/dialog-store';
import { useSession } from '../../../state/session-store';

// Forms load when a dialog first opens, keeping them out of the shell's first screen.
const DIALOGS = {
  password: lazy(() => import('./change-password-dialog').then((m) => ({ default: m.ChangePasswordDialog }))),
  info: lazy(() => import('./user-info-dialog').then((m) => ({ default: m.UserInfoDialog }))),
  role: lazy(() => import('./switch-role-dialog').then((m) => ({ default: m.SwitchRoleDialog }))),
  reminder: lazy(() => import('./simple-password-reminder').then((m) => ({ default: m.SimplePasswordReminder }))),
};

/** The shell's dialogs, one open at a time; the reminder opens on entering the shell. */
export function ShellDialogs() {
  const open = useShellDialog((s) => s.open);
  // A dialog stays mounted once opened, so it can play its closing animation.
  const [used, setUsed] = useState<ShellDialog[]>([]);
  if (open && !used.includes(open)) setUsed([...used, open]);

  useEffect(() => {
    if (useSession.getState().simplePassword) openDialog('reminder');
  }, []);

  return (
    <Suspense fallback={null}>
      {used.map((d) => {
        const Dialog = DIALOGS[d];
        return <Dialog key={d} open={open === d} onClose={closeDialog} onChange={() => openDialog('password')} />;
      })}
    </Suspense>
  );
}
