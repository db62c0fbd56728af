import type { OperatorDetail, Qualification } from '@portal/contract';
import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Empty, Space, Table, type TableProps } from 'antd';
import { useState } from 'react';
import { failureText } from '../../api/http';
import { useDeleteQualification } from '../../api/operator';
import { useTableFit } from '../../components/search-table/table-fit';
import { CertTag } from './cert-tag';
import { QUALIFICATION_LABELS as L } from './operator-fields';
import { QualificationModal, type QualificationTarget } from './qualification-modal';

interface SectionProps {
  operator: OperatorDetail;
  writable: boolean;
  onReload: () => void;
}

/** An operator's certificates, one row per item; writers add, edit and delete them in a dialog. */
export function QualificationSection({ operator, writable, onReload }: SectionProps) {
  const { modal, message } = App.useApp();
  const remove = useDeleteQualification();
  const [target, setTarget] = useState<QualificationTarget | null>(null);
  const fit = useTableFit();

  const confirmDelete = (q: Qualification) => {
    modal.confirm({
      title: '删除资格证书',
      content: `确定删除 ${operator.name} 的“${q.itemLabel}”证书（${q.certNo}）吗？删除后不能恢复。`,
      okText: '删除',
      okButtonProps: { danger: true },
      cancelText: '取消',
      onOk: () =>
        remove.mutateAsync(q.id).then(
          () => void message.success('证书已删除'),
          (e: unknown) => void message.error(failureText(e)),
        ),
    });
  };

  const columns: TableProps<Qualification>['columns'] = [
    { title: L.itemCode, key: 'item', render: (_, q) => `${q.itemCode} ${q.itemLabel}` },
    { title: L.limitation, dataIndex: 'limitation', width: 130, render: (v: string) => v || '—' },
    { title: L.certNo, dataIndex: 'certNo', width: 190 },
    { title: L.authority, dataIndex: 'authority', ellipsis: true },
    { title: L.issueDate, dataIndex: 'issueDate', width: 110 },
    { title: L.expiryDate, dataIndex: 'expiryDate', width: 110 },
    { title: '状态', dataIndex: 'state', width: 96, render: (_, q) => <CertTag state={q.state} /> },
    {
      title: '操作',
      key: 'actions',
      width: writable ? 150 : 70,
      render: (_, q) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setTarget({ mode: 'view', id: q.id })}>
            查看
          </Button>
          {writable && (
            <>
              <Button type="link" size="small" onClick={() => setTarget({ mode: 'edit', id: q.id })}>
                编辑
              </Button>
              <Button type="link" size="small" danger onClick={() => confirmDelete(q)}>
                删除
              </Button>
            </>
          )}
        </Space>
      ),
    },
  ];

  return (
    <section className="op-section">
      <header className="op-section-head">
        <h3>资格证书</h3>
        {writable && (
          <Button type="primary" ghost icon={<PlusOutlined />} onClick={() => setTarget({ mode: 'add' })}>
            新增证书
          </Button>
        )}
      </header>
      <Table<Qualification>
        rowKey="id"
        size="middle"
        className="op-qual-table"
        {...fit(columns)}
        columns={columns}
        dataSource={operator.qualifications}
        pagination={false}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={writable ? '尚未登记证书，请点击“新增证书”' : '暂无证书'} /> }}
      />
      <QualificationModal operator={operator} target={target} onTarget={setTarget} onReload={onReload} />
    </section>
  );
}
