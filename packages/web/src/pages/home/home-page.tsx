import { Col, Row } from 'antd';
import { useSession } from '../../state/session-store';
import { AccountCard } from './account-card';
import { EquipmentCard } from './equipment-card';
import { LatestMessages } from './latest-messages';
import { LatestNotices } from './latest-notices';
import { Shortcuts } from './shortcuts';
import { UnitCard } from './unit-card';
import { WelcomeBanner } from './welcome-banner';
import './home.css';

/** The work desk: who you are, your unit and role, and the way into what your role can do. */
export default function HomePage() {
  const user = useSession((s) => s.user);
  if (!user) return null;
  return (
    <div className="home">
      <WelcomeBanner user={user} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <div className="home-stack">
            <EquipmentCard />
            <Shortcuts />
            <LatestNotices />
            <LatestMessages />
          </div>
        </Col>
        <Col xs={24} xl={8}>
          <div className="home-stack">
            <AccountCard user={user} />
            <UnitCard />
          </div>
        </Col>
      </Row>
    </div>
  );
}
