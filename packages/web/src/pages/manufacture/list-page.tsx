import type { MfgCategory, MfgRecord, MfgState } from '@portal/contract';
import { MFG_CATEGORIES, MFG_EDITABLE, MFG_FLOW } from '@portal/contract/api/manufacture';

import { Alert, Space } from 'antd';
import { useNavigate } from 'react-router';
import { downloadMfgCert, useMfgList, useMfgQueue } from '../../api/manufacture';
import { formatTime } from '../../components/format';
import { PageCard } from '../../components/page-card';
import { SearchTable, type SearchColumn } from '../../components/search-table/search-table';
import { useSearchTable } from '../../components/search-table/use-search-table';
import { PATHS, recordPath } from '../../routes/paths';
import { ConclusionTag, MfgStateTag, useMfgSide } from './mfg-sections';
import { actionsColumn, openOnDoubleClick, RowLink } from '../../components/search-table/row-actions';
import { flowStates, keywordField, stateField, listQuery } from '../../components/search-table/list-fields';
import { NavButton } from '../../components/nav-button';

interface Filters {
  state?: MfgState;
  keyword?: string;
}

/** One side's list of a kind: the manufacturer's submissions, or the body's queue (it never sees drafts). */
function MfgTable({ typeCode, side }: { typeCode: MfgCategory; side: 'maker' | 'body' }) {
  const navigate = useNavigate();
  const table = useSearchTable<Filters>({ initial: {} });
  const own = useMfgList({ typeCode, ...listQuery(table) }, side === 'maker');
  const queue = useMfgQueue({ typeCode, ...listQuery(table) }, side === 'body');
  const open = (r: MfgRecord) => void navigate(recordPath(PATHS.mfgDetail, r.id));

  const columns: SearchColumn<MfgRecord>[] = [
    { key: 'applyNo', title: '申请编号', dataIndex: 'applyNo', width: 150 },
    ...(side === 'body' ? [{ key: 'unitName', title: '制造单位', dataIndex: 'unitName', width: 220, ellipsis: true } as SearchColumn<MfgRecord>] : []),
    { key: 'productName', title: '产品名称', dataIndex: 'productName', width: 150, ellipsis: true },
    { key: 'varietyName', title: '设备品种', dataIndex: 'varietyName', width: 140, ellipsis: true },
    { key: 'model', title: '型号', dataIndex: 'model', width: 130, ellipsis: true, extra: true },
    { key: 'productNo', title: '产品编号', dataIndex: 'productNo', width: 140 },
    ...(side === 'maker' ? [{ key: 'orgName', title: '监检机构', dataIndex: 'orgName', width: 220, ellipsis: true } as SearchColumn<MfgRecord>] : []),
    { key: 'conclusion', title: '监检结论', width: 90, render: (_, r) => <ConclusionTag record={r} /> },
    { key: 'updatedAt', title: '更新时间', dataIndex: 'updatedAt', width: 155, render: (v: string) => formatTime(v) },
    { key: 'state', title: '状态', width: 100, render: (_, r) => <MfgStateTag record={r} /> },
    actionsColumn(170, (r) => (
      <Space size={0}>
        <RowLink onClick={() => open(r)}>{side === 'body' && ['submitted', 'accepted', 'inspected'].includes(r.state) ? '办理' : '查看'}</RowLink>
        {side === 'maker' && MFG_EDITABLE.includes(r.state) && <RowLink onClick={() => void navigate(recordPath(PATHS.mfgForm, r.id))}>修改</RowLink>}
        {r.state === 'certified' && <RowLink onClick={() => void downloadMfgCert(r.id, r.certNo)}>下载证书</RowLink>}
      </Space>
    )),
  ];

  return (
    <SearchTable<MfgRecord, Filters>
      table={table}
      result={side === 'maker' ? own : queue}
      fields={[stateField(flowStates(MFG_FLOW), 140), keywordField(side === 'body' ? '申请编号、产品名称、编号、型号或制造单位' : '申请编号、产品名称、产品编号或型号')]}
      columns={columns}
      rowKey="id"
      empty={side === 'maker' ? `还没有${MFG_CATEGORIES[typeCode]}监检申请` : `没有待办理的${MFG_CATEGORIES[typeCode]}监检申请`}
      tableProps={openOnDoubleClick(open)}
    />
  );
}

const NOTES = {
  maker: '填写产品信息和设计参数并保存后，上传设计图样，提交给检验机构。检验机构受理后开展制造监督检验，监检合格的产品出具制造监督检验证书，可在此下载或在“监检证书查询”中查询。',
  body: '制造单位提交的监检申请：受理或退回（须写明原因），监检完成后录入监检结论；结论为合格的产品出具制造监督检验证书。',
} as const;

/**
 * A kind's 制造监督检验 page: the manufacturer's submissions with 新建, or the inspection body's audit queue, by the
 * caller's role (spec §2 /monitoring-handle: pressureVesselAudit, boilerlView, pipelineDetails).
 */
export function MfgListPage({ typeCode }: { typeCode: MfgCategory }) {
  const side = useMfgSide();
  const kind = MFG_CATEGORIES[typeCode];
  if (!side)
    return (
      <PageCard title={`${kind}制造监督检验`}>
        <Alert type="info" showIcon title="制造监督检验由制造单位申请、检验机构受理办理，请使用制造单位或检验机构账号。" />
      </PageCard>
    );
  return (
    <PageCard
      title={side === 'maker' ? `${kind}制造监督检验申请` : `${kind}制造监检受理`}
      note={NOTES[side]}
      extra={side === 'maker' && <NavButton to={`${PATHS.mfgForm}?typeCode=${typeCode}`}>新建监检申请</NavButton>}
    >
      <MfgTable typeCode={typeCode} side={side} />
    </PageCard>
  );
}
