import type { ReminderPrefsInput } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './http';

export const reminderKeys = {
  all: ['reminder'] as const,
  prefs: () => [...reminderKeys.all, 'prefs'] as const,
};

/** The unit's choice of the daily reminders (the defaults until it saves one). */
export const useReminderPrefs = (enabled: boolean) => useQuery({ queryKey: reminderKeys.prefs(), queryFn: () => call('reminder.getPrefs'), enabled });

/** Saves the choice; a refusal comes back to the dialog, which shows it beside the form. */
export function useSaveReminderPrefs() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: ReminderPrefsInput) => call('reminder.savePrefs', input, { quiet: true }),
    onSuccess: (saved) => qc.setQueryData(reminderKeys.prefs(), saved),
  });
}
