import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, type In } from './http';
import { useRefreshingMutation } from './query-client';

export interface MaintenanceDevicesQuery {
  keyword?: string;
  overdueOnly?: boolean;
  pageNo: number;
  pageSize: number;
}

/** Both sides' lists and details under one root: a record or a countersign refreshes them all. */
export const maintenanceKeys = {
  all: ['maintenance'] as const,
  devices: (q: MaintenanceDevicesQuery) => [...maintenanceKeys.all, 'devices', q] as const,
  detail: (equipmentId: string) => [...maintenanceKeys.all, 'detail', equipmentId] as const,
  records: (q: { equipmentId: string; pageNo: number; pageSize: number }) => [...maintenanceKeys.all, 'records', q] as const,
};

export const useMaintenanceDevices = (q: MaintenanceDevicesQuery) =>
  useQuery({ queryKey: maintenanceKeys.devices(q), queryFn: () => call('maintenance.devices', q), placeholderData: keepPreviousData });
export const useMaintenanceDetail = (equipmentId: string) =>
  useQuery({ queryKey: maintenanceKeys.detail(equipmentId), queryFn: () => call('maintenance.detail', { equipmentId }), enabled: !!equipmentId });
export const useMaintenanceRecords = (q: { equipmentId: string; pageNo: number; pageSize: number }) =>
  useQuery({ queryKey: maintenanceKeys.records(q), queryFn: () => call('maintenance.records', q), placeholderData: keepPreviousData, enabled: !!q.equipmentId });

const useMaintenanceMutation = <I, O>(fn: (input: I) => Promise<O>) => useRefreshingMutation(fn, maintenanceKeys.all);

export const useSaveMaintenance = () => useMaintenanceMutation((input: In<'maintenance.save'>) => call('maintenance.save', input, { quiet: true }));
export const useConfirmMaintenance = () => useMaintenanceMutation((input: In<'maintenance.confirm'>) => call('maintenance.confirm', input, { quiet: true }));
export const useReturnMaintenance = () => useMaintenanceMutation((input: In<'maintenance.return'>) => call('maintenance.return', input, { quiet: true }));
