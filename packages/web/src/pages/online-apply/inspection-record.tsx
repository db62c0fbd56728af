import type { ReportRow } from '@portal/contract';
import { INSPECTION_FLOW } from '@portal/contract/api/online-apply';

import { Button, Result, Skeleton, Space, Table } from 'antd';
import { useState } from 'react';
import { failureText } from '../../api/http';
import { useInspectionApply } from '../../api/online-apply';
import { downloadInspectionDocument, useReports } from '../../api/report';
import { DictLabel } from '../../components/dict-label';
import { FlowLogSection } from '../../components/flow-log/flow-log-timeline';
import { PageCard } from '../../components/page-card';
import { usePageParam } from '../../components/page-param';
import { RecordSections } from '../../components/record-page';
import { StateTag } from '../../components/state-tag';
import { applySections } from '../../components/online-apply/apply-sections';
import { ReportActions, useDocumentLabels } from '../../components/report/report-actions';
import '../../components/filing.css';

/**
 * One inspection application as the unit keeps it on record (spec §2 check-online/detail, check-install/detail): the
 * devices and their conclusions, the reports, the documents the portal issues for it, and every step. `supervision`
 * picks installation supervision records; an application of the other kind is not found on that page.
 */
export function InspectionRecord({ supervision }: { supervision: boolean }) {
  const id = usePageParam('id');
  const query = useInspectionApply(id);
  const reports = useReports({ applyId: id, pageNo: 1, pageSize: 50 }, !!id);
  const labels = useDocumentLabels();
  const [busy, setBusy] = useState('');
  const what = supervision ? '监督检验记录' : '定期检验记录';
  const r = query.data;
  if (!id) return <Result status="warning" title={`请从报告查询打开${what}`} />;
  if (query.isError || (r && r.inspectionKind.endsWith('Supervision') !== supervision))
    return <Result status="404" title={`未找到该${what}`} subTitle={query.isError ? failureText(query.error) : '该记录不是本类检验，请从报告查询重新打开'} />;
  if (!r) return <Skeleton active paragraph={{ rows: 12 }} />;

  const issue = (type: 'SLD' | 'JFTZS') => {
    setBusy(type);
    void downloadInspectionDocument(r.id, type, labels[type]).finally(() => setBusy(''));
  };
  return (
    <PageCard title={`${what} ${r.acceptNo || r.applyNo}`} extra={<StateTag flow={INSPECTION_FLOW} state={r.state} />}>
      <Space className="ur-alert" wrap>
        <Button disabled={!r.acceptedAt} loading={busy === 'SLD'} onClick={() => issue('SLD')}>
          下载{labels.SLD}
        </Button>
        <Button disabled={!r.feeSetAt} loading={busy === 'JFTZS'} onClick={() => issue('JFTZS')}>
          下载{labels.JFTZS}
        </Button>
      </Space>
      <RecordSections sections={applySections(r, true)} flat />
      <h3 className="ur-section">检验报告与文书</h3>
      <Table<ReportRow>
        size="small"
        rowKey="id"
        pagination={false}
        scroll={{ x: 800 }}
        loading={reports.isFetching}
        locale={{ emptyText: '检验机构尚未出具报告' }}
        dataSource={reports.data?.list ?? []}
        columns={[
          { key: 'reportNo', title: '报告编号', dataIndex: 'reportNo', width: 170 },
          { key: 'device', title: '设备', width: 220, render: (_, x) => `${x.productName} ${x.deviceCode}` },
          { key: 'conclusion', title: '检验结论', dataIndex: 'conclusion', width: 100, render: (v: string) => <DictLabel type="inspection_conclusion" value={v} /> },
          { key: 'date', title: '检验日期', dataIndex: 'inspectionDate', width: 110 },
          { key: 'actions', title: '操作', render: (_, x) => <ReportActions report={x} labels={labels} /> },
        ]}
      />
      <FlowLogSection kind="inspectionApply" id={r.id} revision={`${r.state}-${r.version}`} />
    </PageCard>
  );
}
