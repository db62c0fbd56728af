import type { AttachmentBizType } from '@portal/contract';
import type { AppContext } from '../../context';
import type { SessionContext } from '../../platform/session/store';
import { equipmentUnit } from '../equipment/service';
import { qualificationUnit } from '../operator/service';

/** Staff roles see every unit's material (area scopes come with the staff features). */
export const isStaff = (s: SessionContext) => s.roleType === 'admin' || s.roleType === 'inspect';

interface BizRule {
  /** May this caller attach files to, or remove files from, this object? */
  canWrite(ctx: AppContext, s: SessionContext, bizId: string): boolean | Promise<boolean>;
  /** May this caller see this object's files (row.unitId is the owning unit)? */
  canRead(s: SessionContext, row: { unitId: string | null }): boolean;
}

const ownUnitOrStaff = (s: SessionContext, row: { unitId: string | null }) => row.unitId === s.unitId || isStaff(s);

/** Who may do what with the attachments of each business object type. */
export const BIZ_RULES: Record<AttachmentBizType, BizRule> = {
  unit: { canWrite: (_ctx, s, bizId) => bizId === s.unitId, canRead: ownUnitOrStaff },
  article: { canWrite: (_ctx, s) => s.menuIds.has('system.notice'), canRead: () => true },
  // Applicants have no session: they upload through a signed token; reviewers read.
  register: { canWrite: () => false, canRead: (s) => s.menuIds.has('account.check') },
  resetPassword: { canWrite: () => false, canRead: (s) => s.menuIds.has('account.resetCheck') },
  qualification: { canWrite: async (ctx, s, bizId) => (await qualificationUnit(ctx, bizId)) === s.unitId, canRead: ownUnitOrStaff },
  // Staff read a unit's equipment papers but keep them as the unit filed them.
  equipment: { canWrite: async (ctx, s, bizId) => s.menuIds.has('equipment.edit') && (await equipmentUnit(ctx, bizId)) === s.unitId, canRead: ownUnitOrStaff },
};
