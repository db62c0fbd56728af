import { create } from 'zustand';

export type ShellDialog = 'password' | 'info' | 'role' | 'reminder';

/** Which of the shell's dialogs is open; the header, the home page and the reminder all open them. */
export const useShellDialog = create<{ open: ShellDialog | null }>()(() => ({ open: null }));

export const openDialog = (d: ShellDialog): void => useShellDialog.setState({ open: d });
export const closeDialog = (): void => useShellDialog.setState({ open: null });

/** What every shell dialog is given; `onChange` leads from the reminder to the password dialog. */
export interface DialogProps {
  open: boolean;
  onClose: () => void;
  onChange: () => void;
}
