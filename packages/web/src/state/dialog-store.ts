import { create } from 'zustand';
import { readText, STORAGE_KEYS } from './storage';

export type ShellDialog = 'password' | 'info' | 'role' | 'reminder';

/**
 * Which of the shell's dialogs is open; the header, the home page and the reminder all open them. Spec §2 友情提醒:
 * a session whose password is simple enters the shell with the reminder open, from its first screen on.
 */
export const useShellDialog = create<{ open: ShellDialog | null }>()(() => ({
  open: readText(STORAGE_KEYS.session) === '1' && readText(STORAGE_KEYS.simplePassword) === '1' ? 'reminder' : null,
}));

export const openDialog = (d: ShellDialog): void => useShellDialog.setState({ open: d });
export const closeDialog = (): void => useShellDialog.setState({ open: null });

/** What every shell dialog is given; `onChange` leads from the reminder to the password dialog. */
export interface DialogProps {
  open: boolean;
  onClose: () => void;
  onChange: () => void;
}
