import type { Workflow } from '@portal/contract';
import { Alert, Drawer, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { failureText } from '../../api/http';
import { StateTag } from '../state-tag';

interface ReviewDrawerProps<S extends string> {
  open: boolean;
  title: string;
  /** The drawer's width, in pixels. */
  size?: number;
  flow: Workflow<S, string>;
  /** The record's state, once loaded. */
  state: S | undefined;
  /** The record query's failure, if it failed. */
  error?: unknown;
  /** The steps at the drawer's foot. */
  footer?: ReactNode;
  onClose: () => void;
  /** The record's review, once it is loaded; a skeleton stands in until then. */
  children: ReactNode;
}

/** A record opened over its queue: its title and state, then its review, or why it could not be read. */
export function ReviewDrawer<S extends string>({ open, title, size = 900, flow, state, error, footer, onClose, children }: ReviewDrawerProps<S>) {
  return (
    <Drawer open={open} title={title} size={size} onClose={onClose} destroyOnHidden extra={state && <StateTag flow={flow} state={state} />} footer={footer}>
      {error ? <Alert type="warning" showIcon title={failureText(error)} /> : children || <Skeleton active paragraph={{ rows: 12 }} />}
    </Drawer>
  );
}
