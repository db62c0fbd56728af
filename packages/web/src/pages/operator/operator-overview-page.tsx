import type { OperatorOverview } from '@portal/contract';
import { QUALIFICATION_EXPIRING_DAYS } from '@portal/contract/api/operator';

import { Button, Card, Col, Empty, Result, Row, Table, Tag, type TableProps } from 'antd';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { failureText } from '../../api/http';
import { useOperatorOverview } from '../../api/operator';
import { EChart, type ChartOption } from '../../components/e-chart';
import { FiguresCard } from '../../components/figures-card';
import { useTableFit } from '../../components/search-table/table-fit';
import type { StatTile } from '../../components/stat-tiles';
import { operatorListPath, operatorPath } from './operator-fields';
import './operator.css';

type Expiring = OperatorOverview['expiringSoon'][number];

/** Within a month of the end there is no time left for the review application (domain/operators.md §4). */
const URGENT_DAYS = 30;

/** Certificates per item, most held on top; each bar opens the list of its holders. */
function itemChart(byItem: OperatorOverview['byItem']): ChartOption {
  // A category axis draws its first entry at the bottom.
  const items = [...byItem].reverse();
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 8, right: 32, top: 8, bottom: 8 },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: { type: 'category', data: items.map((i) => `${i.itemCode} ${i.itemLabel}`), axisLabel: { width: 150, overflow: 'truncate' } },
    series: [{ type: 'bar', name: '证书', barMaxWidth: 18, label: { show: true, position: 'right' }, data: items.map((i) => i.count) }],
  };
}

/** 设备管理 › 作业人员概况: how many are certified for what, and which certificates run out soon. */
export default function OperatorOverviewPage() {
  const navigate = useNavigate();
  const query = useOperatorOverview();
  const o = query.data;
  const chart = useMemo(() => o && itemChart(o.byItem), [o]);
  const fit = useTableFit();

  if (query.isError && !o) return <Result status="warning" title="作业人员概况暂时无法读取" subTitle={failureText(query.error)} />;

  const tiles: StatTile[] = [
    { key: 'operators', label: '作业人员（人）', value: o?.operators, onClick: () => void navigate(operatorListPath()) },
    { key: 'certificates', label: '资格证书（本）', value: o?.certificates, onClick: () => void navigate(operatorListPath()) },
    {
      key: 'valid',
      label: '有效（本）',
      value: o && o.certificates - o.expiring - o.expired,
      onClick: () => void navigate(operatorListPath({ certState: 'valid' })),
    },
    { key: 'expiring', label: '即将到期（本）', value: o?.expiring, tone: 'warning', onClick: () => void navigate(operatorListPath({ certState: 'expiring' })) },
    { key: 'expired', label: '已过期（本）', value: o?.expired, tone: 'danger', onClick: () => void navigate(operatorListPath({ certState: 'expired' })) },
  ];
  const items = o ? [...o.byItem].reverse() : [];

  const expiringColumns: TableProps<Expiring>['columns'] = [
    {
      title: '姓名',
      dataIndex: 'operatorName',
      width: 110,
      render: (name: string, r) => (
        <Button type="link" size="small" className="op-link" onClick={() => void navigate(operatorPath('view', r.operatorId))}>
          {name}
        </Button>
      ),
    },
    { title: '作业项目', dataIndex: 'itemLabel' },
    { title: '证书编号', dataIndex: 'certNo', width: 190 },
    { title: '有效期至', dataIndex: 'expiryDate', width: 110 },
    {
      title: '剩余天数',
      dataIndex: 'daysLeft',
      width: 100,
      render: (d: number) => <Tag color={d <= URGENT_DAYS ? 'red' : 'orange'}>{d === 0 ? '今天到期' : `${d} 天`}</Tag>,
    },
  ];

  return (
    <div className="op-overview">
      <FiguresCard title="作业人员概况" note="点击数字或图形可打开对应的人员名单；已过期的证书需重新考核取证。" tiles={tiles} query={query} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={10}>
          <Card className="op-card" variant="borderless" title="各作业项目持证数量（本）">
            {chart &&
              (items.length ? (
                <EChart
                  label="各作业项目持证数量"
                  height={Math.max(200, items.length * 36 + 24)}
                  option={chart}
                  onClick={(e) => {
                    const item = items[e.dataIndex];
                    if (item) void navigate(operatorListPath({ itemCode: item.itemCode }));
                  }}
                />
              ) : (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无证书" />
              ))}
          </Card>
        </Col>
        <Col xs={24} xl={14}>
          <Card
            className="op-card"
            variant="borderless"
            title={`${QUALIFICATION_EXPIRING_DAYS}天内到期的证书`}
            extra={
              o &&
              o.expiring > o.expiringSoon.length && (
                <Button type="link" size="small" onClick={() => void navigate(operatorListPath({ certState: 'expiring' }))}>
                  共 {o.expiring} 本，查看全部
                </Button>
              )
            }
          >
            <Table<Expiring>
              rowKey={(r) => `${r.operatorId}-${r.certNo}-${r.itemLabel}`}
              size="small"
              className="op-expiring"
              {...fit(expiringColumns)}
              columns={expiringColumns}
              dataSource={o?.expiringSoon}
              loading={!o}
              pagination={{ pageSize: 10, size: 'small', hideOnSinglePage: true }}
              locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`没有${QUALIFICATION_EXPIRING_DAYS}天内到期的证书`} /> }}
            />
            {!!o?.expiringSoon.length && <p className="op-hint">请提醒持证人在有效期届满前至少1个月向发证机关申请复审。</p>}
          </Card>
        </Col>
      </Row>
    </div>
  );
}
