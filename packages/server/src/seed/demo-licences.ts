import type { LicenceForm } from '@portal/contract';
import type { AppContext } from '../context';
import { auditLicence, fileLicence } from '../modules/licence/service';
import type { SessionContext } from '../platform/session/store';
import { actor, IP, material } from './demo-actors';

const ISSUER = '浙江省市场监督管理局';

/** The construction unit's licence as the certificate reads, and the same licence after a change that added boilers. */
const LICENCE: LicenceForm = {
  licenceNo: 'TS3310245-2028',
  issuer: ISSUER,
  validFrom: '2024-03-18',
  validTo: '2028-03-17',
  items: [
    { item: 'elevator', level: 'A2' },
    { item: 'crane', level: 'B' },
  ],
};
const RENEWAL: LicenceForm = { ...LICENCE, items: [...LICENCE.items, { item: 'boiler', level: 'B' }] };

/** A use unit that filed a licence it does not hold: the registry refused it. */
const REFUSED: LicenceForm = { licenceNo: 'TS3310388-2027', issuer: ISSUER, validFrom: '2023-06-01', validTo: '2027-05-31', items: [{ item: 'elevator', level: 'B' }] };

/** Uploads the scan on the unit, as the form does before filing, and files. */
async function file(ctx: AppContext, who: SessionContext, form: LicenceForm) {
  await material(ctx, 'unit', who.unitId, { licenceScan: `许可证${form.licenceNo}.pdf` }, who);
  return fileLicence(ctx, who, form, IP);
}

/**
 * Licence filings: the construction unit's licence approved by the registry, with a change of it (boilers added)
 * still waiting, so the registry's queue has work; and a use unit's filing the registry refused with its reason.
 */
export async function seedLicences(ctx: AppContext): Promise<void> {
  const clerk = await actor(ctx, 'registry', 'registry');
  const shigong = await actor(ctx, 'shigong', 'construct');
  const approved = await file(ctx, shigong, LICENCE);
  await auditLicence(ctx, clerk, { id: approved.id, action: 'approve', opinion: '许可证信息与扫描件一致', version: approved.version }, IP);
  await file(ctx, shigong, RENEWAL);

  const demo = await actor(ctx, 'demo', 'use');
  const refused = await file(ctx, demo, REFUSED);
  await auditLicence(ctx, clerk, { id: refused.id, action: 'reject', opinion: '经核查，该许可证编号在许可公示系统中查无此证，请核对后重新申报', version: refused.version }, IP);
}
