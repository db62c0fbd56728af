import type { auditApi } from '@portal/contract';
import { checkAuditChain } from '../../platform/audit/chain';
import type { Handlers } from '../../platform/http/endpoints';

/** Handlers of the audit chain check (系统维护 › 审计日志校验). */
export const auditHandlers: Handlers<typeof auditApi> = {
  checkChain: (_input, { ctx }) => checkAuditChain(ctx.db),
};
