import { RegChangePage } from '../../components/reg-change/reg-change-page';

/** 使用登记 › 登记变更 (spec §2 /company-service/change-detail). */
export default function ChangePage() {
  return <RegChangePage group="change" />;
}
