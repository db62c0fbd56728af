import { Readable } from 'node:stream';
import type { AppContext } from '../../../context';
import { acceptFile } from '../../../modules/attachment/service';
import type { SessionContext } from '../../session/store';

/** Where the demo's steps say they came from. */
export const IP = '127.0.0.1';

/** The smallest file the upload check accepts as a PDF: demo material for the review pages. */
export const DEMO_PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

/** A user as the engine sees an actor; demo steps are taken in their names without a login. */
export async function actor(ctx: AppContext, loginName: string, roleType: SessionContext['roleType'] = null): Promise<SessionContext> {
  const u = await ctx.db.selectFrom('users').select(['id', 'unit_id', 'name', 'is_main']).where('login_name', '=', loginName).executeTakeFirstOrThrow();
  return { key: '', userId: u.id, unitId: u.unit_id, loginName, userName: u.name, isMain: u.is_main === 1, roleId: null, roleType, menuIds: new Set() };
}

export async function material(
  ctx: AppContext,
  bizType:
    | 'register'
    | 'resetPassword'
    | 'useRegist'
    | 'regChange'
    | 'unit'
    | 'construction'
    | 'inspectionApply'
    | 'inspectionReport'
    | 'entrust'
    | 'manufacture'
    | 'maintChange'
    | 'selfMaint'
    | 'selfTest',
  bizId: string,
  files: Record<string, string>,
  owner?: SessionContext,
): Promise<string[]> {
  const ids: string[] = [];
  for (const [kind, fileName] of Object.entries(files)) {
    const a = await acceptFile(
      ctx,
      { bizType, bizId, kind },
      owner ? { unitId: owner.unitId, userId: owner.userId, userName: owner.userName, fromMobile: false } : { unitId: null, userId: '', userName: '申请人', fromMobile: false },
      { filename: fileName, file: Readable.from([DEMO_PDF]) },
    );
    ids.push(a.attsysid);
  }
  return ids;
}
