import type { MaintenanceDevice } from '@portal/contract';
import { MAINTENANCE_INTERVAL_DAYS } from '@portal/contract/api/maintenance';

import { Tag } from 'antd';
import './maintenance.css';

/** The last maintenance of an elevator, flagged when there is none or it is more than 15 days ago. */
export function MaintenanceDue({ device }: { device: Pick<MaintenanceDevice, 'lastMaintainedOn' | 'daysSince' | 'overdue'> }) {
  if (!device.lastMaintainedOn) return device.overdue ? <Tag color="error">尚无维保记录</Tag> : <span className="maintenance-none">尚无维保记录</span>;
  return (
    <span>
      {device.lastMaintainedOn}（{device.daysSince}天前） {device.overdue && <Tag color="error">超过{MAINTENANCE_INTERVAL_DAYS}日未维保</Tag>}
    </span>
  );
}
