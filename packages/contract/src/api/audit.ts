import { z } from 'zod';
import { endpoint, queryGet } from './endpoint';

const auditSeal = z.object({ batch: z.number(), firstSeq: z.number(), lastSeq: z.number(), rowCount: z.number(), hash: z.string(), sealedAt: z.string() });

/** What the check of the audit chain found: the chain head, and the first broken link or missing row if any. */
export const auditChainReport = z.object({
  ok: z.boolean(),
  batches: z.number(),
  sealedRows: z.number(),
  unsealedRows: z.number(),
  head: auditSeal.nullable(),
  problem: z.string().nullable(),
});
export type AuditChainReport = z.output<typeof auditChainReport>;

/** The audit log cannot be quietly edited: administrators check its SM3 chain of sealed batches. */
export const auditApi = {
  checkChain: endpoint({
    path: '/a/stone/audit/checkChain',
    title: '审计日志校验',
    ...queryGet,
    spec: 'beyond the spec: the audit trail is sealed in SM3-chained batches and administrators check it',
    access: 'system.auditChain',
    output: auditChainReport,
  }),
} as const;
