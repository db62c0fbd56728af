import type { CertState } from '@portal/contract';
import { CERT_STATES } from '@portal/contract/api/operator';

import { Tag } from 'antd';
import type { ReactNode } from 'react';
import { CERT_COLORS } from './operator-fields';

/** A certificate or its state in the state's colour: valid green, expiring orange, expired red. */
export function CertTag({ state, title, children }: { state: CertState; title?: string; children?: ReactNode }) {
  return (
    <Tag color={CERT_COLORS[state]} title={title} data-state={state}>
      {children ?? CERT_STATES[state]}
    </Tag>
  );
}
