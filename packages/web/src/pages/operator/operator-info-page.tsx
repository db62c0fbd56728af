import type { OperatorDetail, OperatorFields } from '@portal/contract';
import { ArrowLeftOutlined, EditOutlined } from '@ant-design/icons';
import { App, Button, Descriptions, Result, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { failureText } from '../../api/http';
import { useAddOperator, useOperator, useUpdateOperator } from '../../api/operator';
import { DictLabel } from '../../components/dict-label';
import { PageCard } from '../../components/page-card';
import { usePageParam } from '../../components/page-param';
import { useSession } from '../../state/session-store';
import { DICT, isOperatorMode, mayWriteOperators, OPERATOR_LABELS as L, operatorListPath, operatorPath } from './operator-fields';
import { OperatorForm } from './operator-form';
import { QualificationSection } from './qualification-section';
import './operator.css';

const TITLES = { add: '新增作业人员', edit: '编辑作业人员', view: '作业人员信息' } as const;

function OperatorView({ o }: { o: OperatorDetail }) {
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, lg: 3 }}
      className="op-view"
      items={[
        { key: 'name', label: L.name, children: o.name },
        { key: 'sex', label: L.sex, children: <DictLabel type={DICT.sex} value={o.sex} /> },
        { key: 'idType', label: L.idType, children: <DictLabel type={DICT.idType} value={o.idType} /> },
        { key: 'idNumber', label: L.idNumber, children: o.idNumber },
        { key: 'mobile', label: L.mobile, children: o.mobile },
        { key: 'post', label: L.post, children: o.post || '—' },
        { key: 'hireDate', label: L.hireDate, children: o.hireDate || '—' },
        { key: 'unit', label: '所属单位', children: o.unitName, span: 2 },
        { key: 'remark', label: L.remark, children: o.remark || '—', span: 3 },
      ]}
    />
  );
}

/** A new operator: once saved, the page for adding certificates opens. */
function AddOperator() {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const add = useAddOperator();
  // The kept-alive tab starts a fresh form after each save.
  const [round, setRound] = useState(0);

  const submit = async (input: OperatorFields) => {
    const created = await add.mutateAsync(input);
    message.success(`作业人员 ${created.name} 已新增，请继续登记资格证书`);
    setRound((r) => r + 1);
    await navigate(operatorPath('edit', created.id));
  };

  return <OperatorForm key={round} submitText="保存并继续登记证书" pending={add.isPending} onSubmit={submit} />;
}

function EditOperator({ o, onReload }: { o: OperatorDetail; onReload: () => void }) {
  const { message } = App.useApp();
  const update = useUpdateOperator();
  const submit = async (input: OperatorFields) => {
    await update.mutateAsync({ ...input, id: o.id, version: o.version });
    message.success('作业人员信息已保存');
  };
  // Each saved version (ours or someone else's) starts the form again from the stored record.
  return <OperatorForm key={o.version} operator={o} submitText="保存" pending={update.isPending} onSubmit={submit} onReload={onReload} />;
}

/** 作业人员信息: add an operator, or edit or read one with the certificates. */
export default function OperatorInfoPage() {
  const navigate = useNavigate();
  const mode = usePageParam('mode');
  const id = usePageParam('id');
  const writable = mayWriteOperators(useSession((s) => s.user?.currentRole.roleType));
  // Reading roles cannot change a record; an edit address opened by one shows the record instead.
  const editing = mode === 'edit' && writable;
  const query = useOperator(mode === 'add' ? '' : id, editing);
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(operatorListPath())}>
      返回列表
    </Button>
  );

  if (!isOperatorMode(mode) || (mode !== 'add' && !id) || (mode === 'add' && !writable))
    return (
      <PageCard title="作业人员信息">
        <Result status="warning" title={mode === 'add' ? '当前角色不能新增作业人员' : '未指定作业人员'} extra={back} />
      </PageCard>
    );
  if (mode !== 'add' && query.isError)
    return (
      <PageCard title={TITLES[mode]}>
        <Result status="warning" title={failureText(query.error)} extra={back} />
      </PageCard>
    );

  const o = query.data;
  const extra = (
    <Space>
      {mode === 'view' && writable && o && (
        <Button icon={<EditOutlined />} onClick={() => void navigate(operatorPath('edit', o.id))}>
          编辑
        </Button>
      )}
      {back}
    </Space>
  );

  return (
    <PageCard title={TITLES[mode === 'edit' && !editing ? 'view' : mode]} extra={extra}>
      {mode === 'add' ? (
        <section className="op-section">
          <h3>个人信息</h3>
          <AddOperator />
        </section>
      ) : !o ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <>
          <section className="op-section">
            <h3>个人信息</h3>
            {editing ? <EditOperator o={o} onReload={() => void query.refetch()} /> : <OperatorView o={o} />}
          </section>
          <QualificationSection operator={o} writable={editing} onReload={() => void query.refetch()} />
        </>
      )}
    </PageCard>
  );
}
