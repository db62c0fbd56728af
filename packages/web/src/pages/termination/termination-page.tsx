import { RegChangePage } from '../../components/reg-change/reg-change-page';

/** 使用登记 › 停用注销报废 (spec §2 /company-service/termination-application-detail). */
export default function TerminationPage() {
  return <RegChangePage group="termination" />;
}
