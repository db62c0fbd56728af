import { usePageParam } from '../../components/page-param';
import ConstructionDetailPage from '../construction/detail-page';
import UseRecordDetailPage from '../use-record/use-record-detail-page';

/**
 * Spec §2 /company-service/RegistrationDetails: the detail the company-service pages link to for a registration
 * matter: ?id= a use-registration application, ?type=install&id= the installation declaration (施工告知) naming the
 * unit; each with its documents and flow log, as on its own area's page.
 */
export default function RegistrationDetailsPage() {
  return usePageParam('type') === 'install' ? <ConstructionDetailPage /> : <UseRecordDetailPage />;
}
