import type { EntrustScope } from '@portal/contract';

import { Alert } from 'antd';
import { EntrustSelect } from './entrust-select';
import './filing.css';

/**
 * Whom a filing is for: a saved one filed under an authorisation says who filed it for whom; a new one offers the
 * principals whose authorisation is in force (委托申报).
 */
export function EntrustChoice({
  record,
  ...select
}: {
  record?: { agentName: string; unitName: string };
  scope: EntrustScope;
  value: string;
  onChange: (entrustId: string) => void;
}) {
  if (record?.agentName) return <Alert className="ur-alert" type="info" showIcon title={`委托申报：${record.agentName}代${record.unitName}申报`} />;
  return record ? null : <EntrustSelect {...select} />;
}
