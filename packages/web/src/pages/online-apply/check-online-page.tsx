import { InspectionRecord } from './inspection-record';

/** Spec §2 /company-service/check-online/detail?id=: a periodic inspection as the unit keeps it on record. */
export default function CheckOnlinePage() {
  return <InspectionRecord supervision={false} />;
}
