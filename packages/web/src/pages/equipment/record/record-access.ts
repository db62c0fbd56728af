import type { EquipmentTypeCode, OperationMode } from '@portal/contract';
import { PATHS } from '../../../routes/paths';
import { useAccess, useSession } from '../../../state/session-store';

/** Spec §3 modes of the record forms; pressure pipelines have their own form. */
export function formPath(typeCode: EquipmentTypeCode, mode: Exclude<OperationMode, 'add'>, id: string): string {
  return `${typeCode === '8000' ? PATHS.pipelineForm : PATHS.deviceForm}?mode=${mode}&id=${encodeURIComponent(id)}`;
}

/** A unit edits only its own records, with the 设备信息维护 permission; staff read them. */
export function useMayEdit(unitId: string | undefined): boolean {
  const allowed = useAccess('equipment.edit');
  const own = useSession((s) => !!unitId && s.user?.unitInfo.id === unitId);
  return allowed && own;
}
