import type { RegChangeGroup, RegChangeKind, RegChangeRecord, RegChangeState } from '@portal/contract';
import { REG_CHANGE_EDITABLE, REG_CHANGE_FLOW, REG_CHANGE_KINDS } from '@portal/contract/api/reg-change';

import { PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Result, Skeleton, Space, Tabs, Form } from 'antd';
import { useNavigate } from 'react-router';
import { failureText } from '../../api/http';
import {
  useConfirmTransfer,
  useDeleteRegChange,
  useIncomingTransfers,
  useRegChange,
  useRegChangeList,
  useSaveRegChange,
  useWithdrawRegChange,
  type RegChangeQuery,
} from '../../api/reg-change';
import { FlowLogSection } from '../flow-log/flow-log-timeline';
import { formatTime } from '../format';
import { DraftActions, DraftDocuments, ReturnedAlert, useDraftSave } from '../draft-form';
import { DraftRowActions } from '../draft-row-actions';
import { PageCard } from '../page-card';
import { usePageParam } from '../page-param';
import { ReviewDetail } from '../review/review-detail';
import { RecordSections } from '../record-page';
import { devicesText } from '../devices-text';
import { RecordList } from '../search-table/record-list';
import { actionsColumn, RowLink } from '../search-table/row-actions';
import type { SearchColumn, SearchResult } from '../search-table/search-table';
import { StateTag } from '../state-tag';
import { PATHS, recordPath } from '../../routes/paths';
import { useSession } from '../../state/session-store';
import { kindChoices, RegChangeFormFields, valuesOf, type RegChangeValues } from './reg-change-form';
import { regChangeSections } from './reg-change-sections';
import '../filing.css';
import { RequiredDocuments } from '../required-documents';
import { choiceField, flowStates } from '../search-table/list-fields';
import { NavButton } from '../nav-button';

const TEXT: Record<RegChangeGroup, { title: string; path: string; note: string }> = {
  change: {
    title: '登记变更',
    path: PATHS.regChange,
    note: '改造、移装、过户、更名、地址变更、达到设计使用年限继续使用和启用，向登记机关申请变更登记。过户由受让单位确认后提交登记机关；停用期间定期检验已超期的设备须检验合格后方可申请启用。',
  },
  termination: {
    title: '停用注销报废',
    path: PATHS.termination,
    note: '设备停用一年以上、拆除不再使用或报废的，应在30日内向登记机关办理停用、注销或报废；可一次申请多台设备。',
  },
};

/** Each form's own list, as a hook the table calls. */
const useChangeList = (q: RegChangeQuery) => useRegChangeList('change', q);
const useTerminationList = (q: RegChangeQuery) => useRegChangeList('termination', q);

const editPath = (group: RegChangeGroup, id: string) => `${recordPath(TEXT[group].path, id)}&edit=1`;

interface Filters {
  state?: RegChangeState;
  kind?: RegChangeKind;
  keyword?: string;
}

/** A list of applications with the form's filters; its actions column is the caller's. */
function ChangeTable({
  group,
  useList,
  actions,
  onOpen,
  empty,
  incoming = false,
}: {
  group: RegChangeGroup;
  /** The transfers other units offer: the applying unit is worth a column. */
  incoming?: boolean;
  useList: (q: RegChangeQuery) => SearchResult<RegChangeRecord>;
  actions: (r: RegChangeRecord) => React.ReactNode;
  onOpen: (r: RegChangeRecord) => void;
  empty: string;
}) {
  const columns: SearchColumn<RegChangeRecord>[] = [
    { key: 'changeNo', title: '申请编号', dataIndex: 'changeNo', width: 150 },
    { key: 'kind', title: '办理事项', dataIndex: 'kind', width: 150, render: (v: RegChangeKind) => REG_CHANGE_KINDS[v].label },
    { key: 'devices', title: '设备', ellipsis: true, render: (_, r) => devicesText(r.items) },
    ...(incoming ? [{ key: 'unitName', title: '申请单位', dataIndex: 'unitName', width: 200, ellipsis: true } as SearchColumn<RegChangeRecord>] : []),
    { key: 'updatedAt', title: '更新时间', dataIndex: 'updatedAt', width: 160, render: (v: string) => formatTime(v) },
    { key: 'state', title: '状态', dataIndex: 'state', width: 120, render: (_, r) => <StateTag flow={REG_CHANGE_FLOW} state={r.state} /> },
    actionsColumn(190, actions),
  ];
  return (
    <RecordList<RegChangeRecord, Filters>
      useList={useList}
      fields={[choiceField('kind', '办理事项', kindChoices(group))]}
      states={flowStates(REG_CHANGE_FLOW)}
      keywordHint="申请编号、设备代码或使用登记证编号"
      empty={empty}
      onOpen={onOpen}
      columns={columns}
    />
  );
}

/** The unit's applications, and for changes the transfers other units offer it. */
function ListView({ group }: { group: RegChangeGroup }) {
  const navigate = useNavigate();
  const withdraw = useWithdrawRegChange(group);
  const remove = useDeleteRegChange(group);
  const open = (r: RegChangeRecord) => void navigate(recordPath(TEXT[group].path, r.id));
  const own = (
    <ChangeTable
      group={group}
      useList={group === 'change' ? useChangeList : useTerminationList}
      onOpen={open}
      empty={`暂无${TEXT[group].title}申请`}
      actions={(r) => (
        <DraftRowActions
          record={r}
          no={r.changeNo}
          noun="申请"
          editable={REG_CHANGE_EDITABLE.includes(r.state)}
          withdrawable={r.state === 'submitted' || r.state === 'confirming'}
          onOpen={() => open(r)}
          onEdit={() => void navigate(editPath(group, r.id))}
          withdraw={withdraw.mutateAsync}
          remove={remove.mutateAsync}
        />
      )}
    />
  );
  return (
    <PageCard
      title={TEXT[group].title}
      note={TEXT[group].note}
      extra={
        <NavButton to={recordPath(TEXT[group].path, 'new')} icon={<PlusOutlined />}>
          新建申请
        </NavButton>
      }
    >
      {group === 'termination' ? (
        own
      ) : (
        <Tabs
          items={[
            { key: 'own', label: '本单位申请', children: own },
            {
              key: 'incoming',
              label: '待本单位确认的过户',
              children: (
                <ChangeTable
                  group={group}
                  useList={useIncomingTransfers}
                  incoming
                  onOpen={open}
                  empty="暂无其他单位向本单位发起的过户"
                  actions={(r) => <RowLink onClick={() => open(r)}>{r.state === 'confirming' ? '确认' : '查看'}</RowLink>}
                />
              ),
            },
          ]}
        />
      )}
    </PageCard>
  );
}

/** The form, and once saved its documents; 保存 keeps a draft, 提交 sends it on (a 过户 to the receiving unit first). */
function Editor({ group, record }: { group: RegChangeGroup; record?: RegChangeRecord }) {
  const [form] = Form.useForm<RegChangeValues>();
  const save = useSaveRegChange(group);
  const draft = useDraftSave({
    form,
    record,
    kept: record && valuesOf(record),
    save: (values, at) => save.mutateAsync({ ...values, kind: values.kind!, ...at }),
    submitted: (saved) => (saved.state === 'confirming' ? `申请 ${saved.changeNo} 已提交受让单位确认` : `申请 ${saved.changeNo} 已提交，请等待登记机关受理`),
    created: (saved) => `申请 ${saved.changeNo} 已保存，请上传申请材料后提交`,
    detailPath: TEXT[group].path,
    formPath: (id) => editPath(group, id),
  });
  const user = useSession((s) => s.user);
  const initial: Partial<RegChangeValues> = record ? valuesOf(record) : { equipmentIds: [], contactPerson: user?.name ?? '', contactPhone: user?.mobile ?? '' };

  return (
    <>
      <ReturnedAlert record={record} />
      <RegChangeFormFields group={group} form={form} record={record} initialValues={initial} />
      <DraftDocuments title="申请材料" record={record} waiting="保存申请后即可上传申请材料。">
        {(id) => <RequiredDocuments bizType="regChange" bizId={id} readOnly={false} />}
      </DraftDocuments>
      <DraftActions {...draft} submitLabel={record?.kind === 'transfer' ? '提交受让单位确认' : '提交申请'} />
    </>
  );
}

/** One application: as filed, its documents, the outcome and every step; the receiving unit of a 过户 answers here. */
function RecordView({ group, record }: { group: RegChangeGroup; record: RegChangeRecord }) {
  const navigate = useNavigate();
  const unitId = useSession((s) => s.user?.unitInfo.id);
  const confirmTransfer = useConfirmTransfer();
  const r = record;
  const receiving = r.unitId !== unitId;
  const sections = regChangeSections(r);
  const documents = <RequiredDocuments bizType="regChange" bizId={r.id} readOnly />;
  if (receiving)
    return (
      <ReviewDetail
        flow={REG_CHANGE_FLOW}
        flowLog="regChange"
        record={r}
        sections={sections}
        material={{ title: '申请材料', content: documents }}
        actions={['confirm', 'decline']}
        confirm={{ confirm: '确认后申请将提交登记机关，登记机关审核通过后设备转入本单位' }}
        reasonExample="本单位未与该单位签订设备转让协议"
        notice="申请单位会在消息中心收到通知"
        onDecide={(action, opinion) => confirmTransfer.mutateAsync({ id: r.id, action, opinion, version: r.version })}
      />
    );
  const outcome = r.state === 'returned' || r.state === 'refused' ? r.opinion : '';
  return (
    <>
      {REG_CHANGE_EDITABLE.includes(r.state) && (
        <Space className="ur-alert">
          <Button type="primary" onClick={() => void navigate(editPath(group, r.id))}>
            {r.state === 'returned' ? '修改后重新提交' : '继续编辑'}
          </Button>
        </Space>
      )}
      {outcome && <Alert className="ur-alert" type={r.state === 'refused' ? 'error' : 'warning'} showIcon title={`${REG_CHANGE_FLOW.states[r.state].label}原因：${outcome}`} />}
      {r.state === 'confirming' && <Alert className="ur-alert" type="info" showIcon title={`等待受让单位“${r.targetUnitName}”确认`} />}
      {r.state === 'approved' && (
        <Alert className="ur-alert" type="success" showIcon title="登记机关已审核通过" description="办理结果已写入设备的登记信息，设备详情的“使用登记记录”中可查看。" />
      )}
      <RecordSections sections={sections} flat />
      <h3 className="ur-section">申请材料</h3>
      {documents}
      <FlowLogSection kind="regChange" id={r.id} revision={r.state} />
    </>
  );
}

/** Spec §2 /company-service/change-detail and termination-application-detail: the list, ?id=new, ?id= and ?id=&edit=1. */
export function RegChangePage({ group }: { group: RegChangeGroup }) {
  const id = usePageParam('id');
  const editing = usePageParam('edit') === '1';
  const query = useRegChange(group, id === 'new' ? '' : id);
  const r = query.data;
  if (!id) return <ListView group={group} />;
  if (id === 'new')
    return (
      <PageCard title={`新建${TEXT[group].title}申请`} note={TEXT[group].note}>
        <Editor group={group} />
      </PageCard>
    );
  if (query.isError) return <Result status="warning" title={failureText(query.error)} />;
  if (!r) return <Skeleton active paragraph={{ rows: 12 }} />;
  const title = `${REG_CHANGE_KINDS[r.kind].label}申请 ${r.changeNo}`;
  return (
    <PageCard title={title} extra={<StateTag flow={REG_CHANGE_FLOW} state={r.state} />}>
      {editing && REG_CHANGE_EDITABLE.includes(r.state) ? <Editor key={r.version} group={group} record={r} /> : <RecordView group={group} record={r} />}
    </PageCard>
  );
}
