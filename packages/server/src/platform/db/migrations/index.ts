import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001-identity';
import * as m0002 from './0002-dictionaries';
import * as m0003 from './0003-attachments';
import * as m0004 from './0004-unit-profile';
import * as m0005 from './0005-articles';
import * as m0006 from './0006-sms';
import * as m0007 from './0007-account-applications';
import * as m0008 from './0008-password-resets';
import * as m0009 from './0009-equipment';
import * as m0010 from './0010-import-batches';
import * as m0011 from './0011-operators';
import * as m0012 from './0012-equipment-inspections';
import * as m0013 from './0013-equipment-overview-indexes';
import * as m0014 from './0014-flow-log';
import * as m0015 from './0015-staff-areas';
import * as m0016 from './0016-glossary-terms';
import * as m0017 from './0017-login-attempts';
import * as m0018 from './0018-sso-used-tokens';
import * as m0019 from './0019-job-runs';
import * as m0020 from './0020-audit-chain';
import * as m0021 from './0021-privacy-consent';
import * as m0022 from './0022-list-order-indexes';
import * as m0023 from './0023-equipment-tally';
import * as m0024 from './0024-use-registration';
import * as m0025 from './0025-registration-changes';
import * as m0026 from './0026-work-calendar';
import * as m0027 from './0027-issued-documents';
import * as m0028 from './0028-construction-notices';
import * as m0029 from './0029-inspection-applications';
import * as m0030 from './0030-payments';
import * as m0031 from './0031-declared-inspection-items';
import * as m0032 from './0032-reminders';
import * as m0033 from './0033-download-nonces';
import * as m0034 from './0034-invoices';
import * as m0035 from './0035-interactions';
import * as m0037 from './0037-opinion-notices';
import * as m0038 from './0038-supervision-applies';
import * as m0039 from './0039-entrusted-declaration';
import * as m0040 from './0040-equipment-maintain-unit';
import * as m0041 from './0041-maintenance-units';
import * as m0042 from './0042-maintenance-prices';
import * as m0043 from './0043-elevator-rescue-faults';
import * as m0044 from './0044-manufacturing-supervision';
import * as m0045 from './0045-elevator-self-tests';
import * as m0046 from './0046-safety-valves-maintenance-records';
import * as m0047 from './0047-self-maintenance';
import * as m0048 from './0048-unit-versions';
import * as m0049 from './0049-money-and-pay-locks';
import * as m0050 from './0050-code-keys';
import * as m0051 from './0051-pay-refunds';
import * as m0052 from './0052-maintenance-records-waiting';

/** Migrations are listed here rather than read from disk, so the bundled server carries them. */
const migrations: Record<string, Migration> = {
  '0001-identity': m0001,
  '0002-dictionaries': m0002,
  '0003-attachments': m0003,
  '0004-unit-profile': m0004,
  '0005-articles': m0005,
  '0006-sms': m0006,
  '0007-account-applications': m0007,
  '0008-password-resets': m0008,
  '0009-equipment': m0009,
  '0010-import-batches': m0010,
  '0011-operators': m0011,
  '0012-equipment-inspections': m0012,
  '0013-equipment-overview-indexes': m0013,
  '0014-flow-log': m0014,
  '0015-staff-areas': m0015,
  '0016-glossary-terms': m0016,
  '0017-login-attempts': m0017,
  '0018-sso-used-tokens': m0018,
  '0019-job-runs': m0019,
  '0020-audit-chain': m0020,
  '0021-privacy-consent': m0021,
  '0022-list-order-indexes': m0022,
  '0023-equipment-tally': m0023,
  '0024-use-registration': m0024,
  '0025-registration-changes': m0025,
  '0026-work-calendar': m0026,
  '0027-issued-documents': m0027,
  '0028-construction-notices': m0028,
  '0029-inspection-applications': m0029,
  '0030-payments': m0030,
  '0031-declared-inspection-items': m0031,
  '0032-reminders': m0032,
  '0033-download-nonces': m0033,
  '0034-invoices': m0034,
  '0035-interactions': m0035,
  '0037-opinion-notices': m0037,
  '0038-supervision-applies': m0038,
  '0039-entrusted-declaration': m0039,
  '0040-equipment-maintain-unit': m0040,
  '0041-maintenance-units': m0041,
  '0042-maintenance-prices': m0042,
  '0043-elevator-rescue-faults': m0043,
  '0044-manufacturing-supervision': m0044,
  '0045-elevator-self-tests': m0045,
  '0046-safety-valves-maintenance-records': m0046,
  '0047-self-maintenance': m0047,
  '0048-unit-versions': m0048,
  '0049-money-and-pay-locks': m0049,
  '0050-code-keys': m0050,
  '0051-pay-refunds': m0051,
  '0052-maintenance-records-waiting': m0052,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
