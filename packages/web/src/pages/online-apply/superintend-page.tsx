import type { SupervisableNotice } from '@portal/contract';
import { inspectionKindLabel } from '@portal/contract/api/fee';

import { Button, Space, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { useSupervisableNotices } from '../../api/online-apply';
import { formatTime } from '../../components/format';
import { PageCard } from '../../components/page-card';
import { SearchTable, type SearchColumn } from '../../components/search-table/search-table';
import { useSearchTable } from '../../components/search-table/use-search-table';
import { PATHS } from '../../routes/paths';
import { actionsColumn, RowLink } from '../../components/search-table/row-actions';
import { keywordField, listQuery } from '../../components/search-table/list-fields';

export const SUPERINTEND_NOTE =
  '安装、改造、重大修理施工告知经登记机关接收后，由施工单位向检验机构申请监督检验；申请的设备即施工告知中的设备。检验机构受理并核定费用后缴费，监督检验合格的出具监督检验证书，使用单位凭证书办理使用登记或变更登记。';

const devicesText = (n: SupervisableNotice) =>
  n.devices.length === 1 ? `${n.devices[0].productName} ${n.devices[0].deviceCode || n.devices[0].productNo}`.trim() : `${n.devices[0]?.productName ?? ''}等${n.devices.length}台`;

/** Spec §2 /company-service/online-superintend: the unit's received construction notices, each to apply for its supervision inspection. */
export default function SuperintendPage() {
  const navigate = useNavigate();
  const table = useSearchTable<{ keyword?: string }>({ initial: {} });
  const result = useSupervisableNotices(listQuery(table));
  const columns: SearchColumn<SupervisableNotice>[] = [
    { key: 'noticeNo', title: '告知编号', dataIndex: 'noticeNo', width: 170 },
    { key: 'kind', title: '监督检验类别', dataIndex: 'inspectionKind', width: 130, render: (v: string) => inspectionKindLabel(v) },
    { key: 'useUnit', title: '使用单位', dataIndex: 'useUnitName', width: 200, ellipsis: true },
    { key: 'devices', title: '设备', width: 260, ellipsis: true, render: (_, n) => devicesText(n) },
    { key: 'address', title: '施工地点', dataIndex: 'address', ellipsis: true },
    { key: 'period', title: '计划工期', width: 200, render: (_, n) => `${n.plannedStart} 至 ${n.plannedEnd}` },
    { key: 'receivedAt', title: '接收时间', dataIndex: 'receivedAt', width: 160, extra: true, render: (v: string | null) => (v ? formatTime(v) : '—') },
    actionsColumn(170, (n) =>
      n.openApplyNo ? (
        <Space size={4}>
          <Tag color="processing">已申请</Tag>
          <RowLink onClick={() => void navigate(`${PATHS.superintendQuery}?keyword=${encodeURIComponent(n.openApplyNo)}`)}>{n.openApplyNo}</RowLink>
        </Space>
      ) : (
        <RowLink onClick={() => void navigate(`${PATHS.superintendEdit}?constructionId=${encodeURIComponent(n.id)}`)}>申请监督检验</RowLink>
      ),
    ),
  ];
  return (
    <PageCard title="监督检验申请" note={SUPERINTEND_NOTE} extra={<Button onClick={() => void navigate(PATHS.superintendQuery)}>我的监督检验申请</Button>}>
      <SearchTable<SupervisableNotice, { keyword?: string }>
        table={table}
        result={result}
        fields={[keywordField('告知编号、使用单位或施工地点')]}
        columns={columns}
        rowKey="id"
        empty="暂无已接收的施工告知。施工告知经登记机关接收（已告知）后，即可在此申请监督检验。"
      />
    </PageCard>
  );
}
