import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, type In } from './http';
import { listQuery, stepsUnder } from './query-client';

/** Both sides' lists and details under one root: a record or a countersign refreshes them all. */
export const maintenanceKeys = {
  all: ['maintenance'] as const,
  devices: (q: In<'maintenance.devices'>) => [...maintenanceKeys.all, 'devices', q] as const,
  detail: (equipmentId: string) => [...maintenanceKeys.all, 'detail', equipmentId] as const,
  records: (q: { equipmentId: string; pageNo: number; pageSize: number }) => [...maintenanceKeys.all, 'records', q] as const,
};

export const useMaintenanceDevices = listQuery(maintenanceKeys.devices, 'maintenance.devices');
export const useMaintenanceDetail = (equipmentId: string) =>
  useQuery({ queryKey: maintenanceKeys.detail(equipmentId), queryFn: () => call('maintenance.detail', { equipmentId }), enabled: !!equipmentId });
export const useMaintenanceRecords = (q: { equipmentId: string; pageNo: number; pageSize: number }) =>
  useQuery({ queryKey: maintenanceKeys.records(q), queryFn: () => call('maintenance.records', q), placeholderData: keepPreviousData, enabled: !!q.equipmentId });

const maintenanceStep = stepsUnder(maintenanceKeys.all);

export const useSaveMaintenance = maintenanceStep('maintenance.save');
export const useConfirmMaintenance = maintenanceStep('maintenance.confirm');
export const useReturnMaintenance = maintenanceStep('maintenance.return');
