import { InspectionRecord } from './inspection-record';

/** Spec §2 /company-service/check-install/detail?id=: an installation supervision inspection as the unit keeps it on record. */
export default function CheckInstallPage() {
  return <InspectionRecord supervision />;
}
