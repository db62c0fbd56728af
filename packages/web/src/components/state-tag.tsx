import type { Workflow } from '@portal/contract';
import { Tag } from 'antd';

/** A workflow state as its declared label and colour (contract workflows are data). */
export function StateTag<S extends string>({ flow, state }: { flow: Workflow<S, string>; state: S }) {
  const s = flow.states[state];
  return <Tag color={s?.color}>{s?.label ?? state}</Tag>;
}
