import { CONSTRUCTION_FLOW, USE_REGIST_FLOW, type DeclarationRow, type Page, type findDeclarationsInput } from '@portal/contract';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { SessionContext } from '../../platform/session/store';
import * as repo from './repo';

const stateLabel = (kind: string, state: string): string => {
  const states: Record<string, { label: string }> = kind === 'install' ? CONSTRUCTION_FLOW.states : USE_REGIST_FLOW.states;
  return states[state]?.label ?? state;
};

/** The unit's registration declarations: its use-registration applications and the installation declarations naming it. */
export async function listDeclarations(ctx: AppContext, s: SessionContext, q: z.output<typeof findDeclarationsInput>): Promise<Page<DeclarationRow>> {
  const { rows, count } = await repo.findDeclarationPage(ctx.db, s.unitId, { kind: q.kind, keyword: q.keyword }, (q.pageNo - 1) * q.pageSize, q.pageSize);
  return {
    list: rows.map((r) => {
      const devices = Number(r.devices ?? 0);
      const first = `${r.product_name ?? ''} ${r.device_code ?? ''}`.trim();
      return {
        kind: r.kind === 'install' ? 'install' : 'useRegist',
        id: r.id,
        no: r.no,
        filerName: r.filer_name,
        device: devices > 1 ? `${first}等${devices}台` : first,
        state: stateLabel(r.kind, r.state),
        submittedAt: r.submitted_at,
        updatedAt: r.updated_at,
      };
    }),
    count,
    pageNo: q.pageNo,
    pageSize: q.pageSize,
  };
}
