import type { SaveCalendarDayInput } from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from './http';
import { useRegistKeys } from './use-regist';

export const calendarKeys = {
  all: ['calendar'] as const,
  year: (year: number) => [...calendarKeys.all, 'year', year] as const,
};

/** The holidays and 调休 working days of one year. */
export const useCalendarYear = (year: number) => useQuery({ queryKey: calendarKeys.year(year), queryFn: () => call('calendar.list', { year }), placeholderData: keepPreviousData });

/** An edit moves the calendar and every deadline counted on it (the registry's queue shows them). */
function useCalendarMutation<I, O>(fn: (input: I) => Promise<O>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSettled: () => Promise.all([qc.invalidateQueries({ queryKey: calendarKeys.all }), qc.invalidateQueries({ queryKey: useRegistKeys.all })]),
  });
}

/** Failures come back to the dialog, which shows them beside the form. */
export const useSaveCalendarDay = () => useCalendarMutation((input: SaveCalendarDayInput) => call('calendar.save', input, { quiet: true }));

export const useDeleteCalendarDay = () => useCalendarMutation((day: string) => call('calendar.delete', { day }));
