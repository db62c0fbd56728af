import type { EquipmentTypeCode, ReportRow, ZipType } from '@portal/contract';
import { INSPECTION_KINDS } from '@portal/contract/api/fee';
import { EQUIPMENT_TYPE_NAMES } from '@portal/contract/domain/codes';
import { REPORT_ZIP_MAX } from '@portal/contract/domain/inspection-documents';

import { DownloadOutlined } from '@ant-design/icons';
import { Button, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { downloadZip, useReports } from '../../api/report';
import { choicesOf } from '../../components/choices';
import { DictLabel } from '../../components/dict-label';
import { DictSelect } from '../../components/dict-select';
import { PageCard } from '../../components/page-card';
import { choiceField, dateField } from '../../components/search-table/list-fields';
import { SearchTable, type SearchColumn } from '../../components/search-table/search-table';
import { useSearchTable } from '../../components/search-table/use-search-table';
import { toast } from '../../components/toast';
import { detailPath, PATHS, recordPath } from '../../routes/paths';
import { ReportActions, useDocumentLabels } from '../../components/report/report-actions';

interface Filters {
  typeCode?: string;
  inspectionKind?: string;
  dateFrom?: string;
  dateTo?: string;
  conclusion?: string;
  keyword?: string;
}

const TYPE_OPTIONS = choicesOf(EQUIPMENT_TYPE_NAMES);
const KIND_OPTIONS = choicesOf(INSPECTION_KINDS);

/** The record page of a report's application: supervision inspections have their own. */
export const applyRecordPath = (r: Pick<ReportRow, 'applyId' | 'inspectionKind'>) =>
  recordPath(r.inspectionKind.endsWith('Supervision') ? PATHS.checkInstallDetail : PATHS.checkOnlineDetail, r.applyId);

/** Spec §2 /company-service/report-query: the unit's inspection reports, one by one or as a zip of the chosen ones. */
export default function ReportQueryPage() {
  const table = useSearchTable<Filters>();
  const list = useReports({ ...table.filters, pageNo: table.pageNo, pageSize: table.pageSize });
  const labels = useDocumentLabels();
  const [selected, setSelected] = useState<string[]>([]);
  const [zipType, setZipType] = useState<ZipType>('report');
  const [zipping, setZipping] = useState(false);

  const zip = () => {
    setZipping(true);
    void downloadZip(selected, zipType)
      .then(() => toast(`已开始下载 ${selected.length} 份，压缩包内附清单`, 'success'))
      .finally(() => setZipping(false));
  };

  const columns: SearchColumn<ReportRow>[] = [
    // The number opens the inspection's record (its reports, documents and flow log).
    { key: 'reportNo', title: '报告编号', dataIndex: 'reportNo', width: 170, render: (v: string, r) => <a href={applyRecordPath(r)}>{v}</a> },
    {
      key: 'device',
      title: '设备',
      width: 230,
      render: (_, r) =>
        r.equipmentId ? (
          <a href={detailPath(r.typeCode as EquipmentTypeCode, r.equipmentId)}>
            {r.productName} {r.deviceCode}
          </a>
        ) : (
          `${r.productName} ${r.deviceCode}`
        ),
    },
    { key: 'type', title: '设备种类', dataIndex: 'typeCode', width: 110, extra: true, render: (v: string) => EQUIPMENT_TYPE_NAMES[v as EquipmentTypeCode] ?? v },
    { key: 'kind', title: '检验类别', dataIndex: 'inspectionKind', width: 110, render: (v: string) => <DictLabel type="inspection_kind" value={v} /> },
    { key: 'conclusion', title: '检验结论', dataIndex: 'conclusion', width: 100, render: (v: string) => <DictLabel type="inspection_conclusion" value={v} /> },
    { key: 'inspectionDate', title: '检验日期', dataIndex: 'inspectionDate', width: 110 },
    { key: 'next', title: '下次检验日期', dataIndex: 'nextInspectionDate', width: 120, render: (v: string) => v || '—' },
    { key: 'org', title: '检验机构', dataIndex: 'orgName', width: 200, ellipsis: true, extra: true },
    {
      key: 'apply',
      title: '受理编号',
      dataIndex: 'acceptNo',
      width: 150,
      extra: true,
      render: (v: string, r) => <a href={applyRecordPath(r)}>{v || r.applyNo}</a>,
    },
    { key: 'actions', title: '操作', width: 200, always: true, render: (_, r) => <ReportActions report={r} labels={labels} /> },
  ];

  return (
    <PageCard
      title="报告查询"
      note="报告为检验机构出具并上传的签章文件，平台按原文件提供下载；可勾选多份打包下载（每次最多500份），压缩包内附清单。扫描报告或文书上的二维码可核验真伪。"
    >
      <SearchTable<ReportRow, Filters>
        table={table}
        result={list}
        fields={[
          { name: 'keyword', label: '报告/设备', input: <Input allowClear maxLength={50} placeholder="报告编号或设备代码" /> },
          choiceField('typeCode', '设备种类', TYPE_OPTIONS),
          choiceField('inspectionKind', '检验类别', KIND_OPTIONS),
          { name: 'conclusion', label: '检验结论', input: <DictSelect type="inspection_conclusion" allowClear placeholder="全部" /> },
          dateField('dateFrom', '检验日期起'),
          dateField('dateTo', '检验日期止'),
        ]}
        columns={columns}
        rowKey="id"
        empty="暂无检验报告：检验机构出具结论并上传报告后在此显示"
        settingsKey="report-query"
        formName="report-query"
        labelWidth={90}
        toolbar={
          <Space wrap>
            <Select<ZipType>
              value={zipType}
              onChange={setZipType}
              style={{ width: 150 }}
              aria-label="打包内容"
              options={[
                { value: 'report', label: '检验报告' },
                { value: 'TZSXZ', label: labels.TZSXZ },
                { value: 'LLDSJ', label: labels.LLDSJ },
                { value: 'DYSYBJ', label: labels.DYSYBJ },
              ]}
            />
            <Button icon={<DownloadOutlined />} disabled={selected.length === 0 || selected.length > REPORT_ZIP_MAX} loading={zipping} onClick={zip}>
              打包下载{selected.length ? `（${selected.length}）` : ''}
            </Button>
          </Space>
        }
        tableProps={{ rowSelection: { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]), preserveSelectedRowKeys: true } }}
      />
    </PageCard>
  );
}
