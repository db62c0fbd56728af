import type { MfgCategory, MfgRecord } from '@portal/contract';
import { MFG_CATEGORIES } from '@portal/contract/api/manufacture';

import { Alert, Space } from 'antd';
import { useNavigate } from 'react-router';
import { downloadMfgCert, useMfgCerts } from '../../api/manufacture';
import { choicesOf } from '../../components/choices';
import { formatTime } from '../../components/format';
import { PageCard } from '../../components/page-card';
import { SearchTable, type SearchColumn } from '../../components/search-table/search-table';
import { useSearchTable } from '../../components/search-table/use-search-table';
import { PATHS, recordPath } from '../../routes/paths';
import { useMfgSide } from './mfg-sections';
import { actionsColumn, RowLink } from '../../components/search-table/row-actions';
import { choiceField, keywordField, listQuery } from '../../components/search-table/list-fields';

interface Filters {
  typeCode?: MfgCategory;
  keyword?: string;
}

function CertTable({ side }: { side: 'maker' | 'body' }) {
  const navigate = useNavigate();
  const table = useSearchTable<Filters>({ initial: {} });
  const result = useMfgCerts(listQuery(table));
  const columns: SearchColumn<MfgRecord>[] = [
    { key: 'certNo', title: '证书编号', dataIndex: 'certNo', width: 150 },
    { key: 'type', title: '设备种类', width: 110, render: (_, r) => MFG_CATEGORIES[r.typeCode] },
    { key: 'varietyName', title: '设备品种', dataIndex: 'varietyName', width: 150, ellipsis: true },
    { key: 'productName', title: '产品名称', dataIndex: 'productName', width: 150, ellipsis: true },
    { key: 'model', title: '型号', dataIndex: 'model', width: 130, ellipsis: true, extra: true },
    { key: 'productNo', title: '产品编号', dataIndex: 'productNo', width: 140 },
    side === 'maker'
      ? { key: 'orgName', title: '监检机构', dataIndex: 'orgName', width: 220, ellipsis: true }
      : { key: 'unitName', title: '制造单位', dataIndex: 'unitName', width: 220, ellipsis: true },
    { key: 'inspectionDate', title: '监检日期', dataIndex: 'inspectionDate', width: 110 },
    { key: 'certifiedAt', title: '发证时间', dataIndex: 'certifiedAt', width: 155, extra: true, render: (v: string) => formatTime(v) },
    actionsColumn(150, (r) => (
      <Space size={0}>
        <RowLink onClick={() => void navigate(recordPath(PATHS.mfgDetail, r.id))}>查看</RowLink>
        <RowLink onClick={() => void downloadMfgCert(r.id, r.certNo)}>下载证书</RowLink>
      </Space>
    )),
  ];
  return (
    <SearchTable<MfgRecord, Filters>
      table={table}
      result={result}
      fields={[choiceField('typeCode', '设备种类', choicesOf(MFG_CATEGORIES), 140), keywordField('证书编号、产品名称、产品编号或型号')]}
      columns={columns}
      rowKey="id"
      empty="还没有出具的制造监督检验证书"
    />
  );
}

/** 制造监督检验 › 监检证书查询 (spec §2 pressureVesselReportQuery): the certificates issued, of every kind, with their PDFs. */
export default function MfgCertQueryPage() {
  const side = useMfgSide();
  return (
    <PageCard title="制造监督检验证书查询" note={side === 'body' ? '本机构出具的制造监督检验证书。' : '本单位产品的制造监督检验证书。证书上的二维码可在手机上扫码核验真伪。'}>
      {side ? <CertTable side={side} /> : <Alert type="info" showIcon title="制造监督检验证书由检验机构出具给制造单位，请使用制造单位或检验机构账号查询。" />}
    </PageCard>
  );
}
