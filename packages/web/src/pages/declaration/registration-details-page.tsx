import type { DeclarationRow } from '@portal/contract';
import { DECLARATION_KINDS } from '@portal/contract/api/declaration';

import { useNavigate } from 'react-router';
import { useDeclarations } from '../../api/declaration';
import { choicesOf } from '../../components/choices';
import { formatTime } from '../../components/format';
import { PageCard } from '../../components/page-card';
import { usePageParam } from '../../components/page-param';
import { SearchTable, type SearchColumn } from '../../components/search-table/search-table';
import { useSearchTable } from '../../components/search-table/use-search-table';
import { PATHS } from '../../routes/paths';
import { ConstructionDetail } from '../../components/construction/construction-detail';
import { UseRecordDetail } from '../../components/use-regist/use-record-detail';
import { actionsColumn, openOnDoubleClick, RowLink } from '../../components/search-table/row-actions';
import { choiceField, keywordField, listQuery } from '../../components/search-table/list-fields';

interface Filters {
  kind?: DeclarationRow['kind'];
  keyword?: string;
}

const detailOf = (r: Pick<DeclarationRow, 'kind' | 'id'>) => `${PATHS.registrationDetails}?${r.kind === 'install' ? 'type=install&' : ''}id=${encodeURIComponent(r.id)}`;

/** Without an id: the unit's registration declarations, each opening its detail here. */
function Declarations() {
  const navigate = useNavigate();
  const table = useSearchTable<Filters>({ initial: {} });
  const result = useDeclarations(listQuery(table));
  const columns: SearchColumn<DeclarationRow>[] = [
    { key: 'kind', title: '申报类别', dataIndex: 'kind', width: 110, render: (v: DeclarationRow['kind']) => DECLARATION_KINDS[v] },
    { key: 'no', title: '编号', dataIndex: 'no', width: 180 },
    { key: 'device', title: '设备', dataIndex: 'device', ellipsis: true },
    { key: 'filer', title: '申报单位', dataIndex: 'filerName', width: 220, ellipsis: true },
    { key: 'state', title: '状态', dataIndex: 'state', width: 110 },
    { key: 'submittedAt', title: '提交时间', dataIndex: 'submittedAt', width: 160, render: (v: string | null) => (v ? formatTime(v) : '尚未提交') },
    actionsColumn(90, (r) => <RowLink onClick={() => void navigate(detailOf(r))}>查看</RowLink>),
  ];
  return (
    <PageCard title="登记申报记录" note="本单位办理的使用登记申请，以及安装单位为本单位设备办理的安装告知；点击查看申报内容、材料和流转记录。">
      <SearchTable<DeclarationRow, Filters>
        table={table}
        result={result}
        fields={[choiceField('kind', '申报类别', choicesOf(DECLARATION_KINDS)), keywordField('编号、设备代码或设备名称')]}
        columns={columns}
        rowKey={(r) => `${r.kind}-${r.id}`}
        empty="暂无登记申报记录"
        tableProps={openOnDoubleClick((r: DeclarationRow) => void navigate(detailOf(r)))}
      />
    </PageCard>
  );
}

/**
 * Spec §2 /company-service/RegistrationDetails: the detail the company-service pages link to for a registration
 * matter: ?id= a use-registration application, ?type=install&id= the installation declaration (施工告知) naming the
 * unit, each with its documents and flow log as on its own area's page; without an id, the list of them.
 */
export default function RegistrationDetailsPage() {
  const id = usePageParam('id');
  const type = usePageParam('type');
  if (!id) return <Declarations />;
  return type === 'install' ? <ConstructionDetail /> : <UseRecordDetail />;
}
