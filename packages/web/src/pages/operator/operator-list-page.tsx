import type { CertState, OperatorRow } from '@portal/contract';
import { App, Button, Result, Space } from 'antd';
import { useNavigate } from 'react-router';
import { failureText } from '../../api/http';
import { useDeleteOperator, useOperators } from '../../api/operator';
import { AddButton } from '../../components/add-button';
import { DictLabel } from '../../components/dict-label';
import { PageCard } from '../../components/page-card';
import { choiceField, keywordField, listQuery } from '../../components/search-table/list-fields';
import { openOnDoubleClick } from '../../components/search-table/row-actions';
import { SearchTable, type SearchColumn, type SearchField } from '../../components/search-table/search-table';
import { useSearchTable } from '../../components/search-table/use-search-table';
import { usePageParam } from '../../components/page-param';
import { useSession } from '../../state/session-store';
import { CertTag } from './cert-tag';
import { ItemSelect } from './item-select';
import { CERT_STATE_OPTIONS, DICT, isCertState, mayWriteOperators, operatorPath } from './operator-fields';
import './operator.css';

interface Filters {
  keyword?: string;
  itemCode?: string;
  certState?: CertState;
}

/** 设备管理 › 作业人员: the unit's certified operators, searchable by person, item and certificate state. */
export default function OperatorListPage() {
  const navigate = useNavigate();
  const { modal, message } = App.useApp();
  // The overview opens this list narrowed by its address; a hand-typed unknown state is ignored.
  const fromAddress = { itemCode: usePageParam('itemCode') || undefined, certState: usePageParam('certState') };
  const initial: Filters = { itemCode: fromAddress.itemCode, certState: isCertState(fromAddress.certState) ? fromAddress.certState : undefined };
  const table = useSearchTable<Filters>({ initial });
  const query = useOperators(listQuery(table));
  const remove = useDeleteOperator();
  const roleType = useSession((s) => s.user?.currentRole.roleType);
  const writable = mayWriteOperators(roleType);
  const everyUnit = roleType === 'admin';

  const confirmDelete = (o: OperatorRow) => {
    modal.confirm({
      title: '删除作业人员',
      content: `确定删除作业人员 ${o.name} 吗？${o.qualifications.length ? `其 ${o.qualifications.length} 本资格证书将一并删除，` : ''}删除后不能恢复。`,
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () =>
        remove.mutateAsync(o.id).then(
          () => void message.success(`作业人员 ${o.name} 已删除`),
          (e: unknown) => void message.error(failureText(e)),
        ),
    });
  };

  if (query.isError && !query.data) return <Result status="info" title={failureText(query.error)} />;

  const fields: SearchField<Filters>[] = [
    keywordField('姓名、证件号码或手机号码'),
    { name: 'itemCode', label: '作业项目', input: <ItemSelect allowClear placeholder="全部" /> },
    choiceField('certState', '证书状态', CERT_STATE_OPTIONS),
  ];

  const columns: SearchColumn<OperatorRow>[] = [
    { key: 'name', title: '姓名', dataIndex: 'name', width: 100 },
    { key: 'sex', title: '性别', dataIndex: 'sex', width: 64, render: (v: string) => <DictLabel type={DICT.sex} value={v} /> },
    { key: 'idNumber', title: '证件号码', dataIndex: 'idNumber', width: 190 },
    { key: 'mobile', title: '手机号码', dataIndex: 'mobile', width: 130 },
    { key: 'post', title: '岗位', dataIndex: 'post', width: 160, ellipsis: true },
    ...(everyUnit ? [{ key: 'unitName', title: '所属单位', dataIndex: 'unitName', width: 200, ellipsis: true }] : []),
    {
      key: 'qualifications',
      title: '资格证书',
      dataIndex: 'qualifications',
      render: (qs: OperatorRow['qualifications']) =>
        qs.length ? (
          <span className="op-certs">
            {qs.map((q) => (
              <CertTag key={q.id} state={q.state} title={`${q.itemCode} ${q.itemLabel}，证书编号 ${q.certNo}，有效期至 ${q.expiryDate}`}>
                {q.itemLabel}
              </CertTag>
            ))}
          </span>
        ) : (
          <span className="op-muted">暂无证书</span>
        ),
    },
    {
      title: '操作',
      key: 'actions',
      always: true,
      width: writable ? 150 : 70,
      render: (_, o) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => void navigate(operatorPath('view', o.id))}>
            查看
          </Button>
          {writable && (
            <>
              <Button type="link" size="small" onClick={() => void navigate(operatorPath('edit', o.id))}>
                编辑
              </Button>
              <Button type="link" size="small" danger onClick={() => confirmDelete(o)}>
                删除
              </Button>
            </>
          )}
        </Space>
      ),
    },
  ];

  return (
    <PageCard
      title="作业人员"
      note="特种设备作业人员证每个项目有效期4年，到期前90天标为即将到期，请及时申请复审。"
      extra={writable && <AddButton onClick={() => void navigate(operatorPath('add'))}>新增作业人员</AddButton>}
    >
      <SearchTable<OperatorRow, Filters>
        table={table}
        result={query}
        fields={fields}
        columns={columns}
        rowKey="id"
        empty="没有符合条件的作业人员"
        totalText={(n) => `共 ${n} 名作业人员`}
        tableProps={{ className: 'op-table', ...openOnDoubleClick((o: OperatorRow) => void navigate(operatorPath('view', o.id))) }}
      />
    </PageCard>
  );
}
