import type { InspectionApplyRecord } from '@portal/contract';
import { inspectionKindLabel } from '@portal/contract/api/fee';

import { formatTime } from '../../../components/format';
import type { SearchColumn } from '../../../components/search-table/search-table';
import { yuan } from '../../../components/money';

/** An application as the body's lists show it (报检受理, 缴费确认). */
export const APPLY_COLUMNS: SearchColumn<InspectionApplyRecord>[] = [
  { key: 'applyNo', title: '申请编号', dataIndex: 'applyNo', width: 150 },
  { key: 'acceptNo', title: '受理编号', dataIndex: 'acceptNo', width: 130, render: (v: string) => v || '—' },
  { key: 'unitName', title: '申请单位', dataIndex: 'unitName', ellipsis: true },
  { key: 'kind', title: '检验类别', dataIndex: 'inspectionKind', width: 150, render: (v: string) => inspectionKindLabel(v) },
  { key: 'devices', title: '设备台数', width: 90, align: 'right', render: (_, r) => r.items.length },
  { key: 'payable', title: '应缴金额', width: 120, align: 'right', render: (_, r) => (r.feeSetAt ? yuan(r.payableFen) : '—') },
  { key: 'submittedAt', title: '提交时间', dataIndex: 'submittedAt', width: 160, render: (v: string | null) => formatTime(v) },
];
