import { lazy, Suspense } from 'react';
import { useAccess, useSession } from '../../state/session-store';
import { AccountCard } from './account-card';
import { EquipmentCard } from './equipment-card';
import { LatestMessages } from './latest-messages';
import { LatestNotices } from './latest-notices';
import { Shortcuts } from './shortcuts';
import { TodoCard } from './todo-card';
import { UnitCard } from './unit-card';
import { WelcomeBanner } from './welcome-banner';
import './home.css';

// The rescue card, its data calls and its chart stay out of the first screen, and load only for users who see rescues.
const RescueCard = lazy(() => import('./rescue-card'));

function RescueSlot() {
  const allowed = useAccess('rescue.rescue');
  return allowed ? (
    <Suspense fallback={null}>
      <RescueCard />
    </Suspense>
  ) : null;
}

/** The work desk: who you are, your unit and role, and the way into what your role can do. */
export default function HomePage() {
  const user = useSession((s) => s.user);
  if (!user) return null;
  return (
    <div className="home">
      <WelcomeBanner user={user} />
      <div className="home-columns">
        <div className="home-stack home-main">
          <TodoCard />
          <EquipmentCard />
          <RescueSlot />
          <Shortcuts />
          <LatestNotices />
          <LatestMessages />
        </div>
        <div className="home-stack home-side">
          <AccountCard user={user} />
          <UnitCard />
        </div>
      </div>
    </div>
  );
}
