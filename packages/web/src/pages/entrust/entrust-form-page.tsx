import type { EntrustDevice, EntrustRecord, EntrustScope } from '@portal/contract';
import { ENTRUST_EDITABLE, ENTRUST_FLOW, ENTRUST_MESSAGES, ENTRUST_SCOPE_KEYS, ENTRUST_SCOPES, entrustLastDay, saveEntrustInput } from '@portal/contract/api/entrust';
import { EQUIPMENT_TYPE_NAMES } from '@portal/contract/domain/codes';

import { Alert, App, Button, Checkbox, Col, DatePicker, Form, Input, Result, Row, Select, Skeleton, Table, type FormRule } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { failureText } from '../../api/http';
import { useAgentCandidates, useEntrust, useEntrustable, useSaveEntrust } from '../../api/entrust';
import { AttachmentUpload } from '../../components/attachment-upload/attachment-upload';
import { dateTextProps } from '../../components/date-value';
import { fromSchema, VALIDATE_DELAY } from '../../components/form-rules';
import { chinaToday } from '../../components/format';
import { PageCard } from '../../components/page-card';
import { usePageParam } from '../../components/page-param';
import { DraftActions, useSaveFailure } from '../../components/save-failure';
import { PATHS, recordPath } from '../../routes/paths';
import { useSession } from '../../state/session-store';
import { EntrustDevices, EntrustStateTag } from './entrust-sections';
import '../use-record/use-record.css';

interface Values {
  agentUnitId: string;
  scopes: EntrustScope[];
  validFrom: string;
  validTo: string;
  contact: string;
  contactMobile: string;
  remark: string;
}

const field = saveEntrustInput.shape;

/** The validity across both dates, with the server's messages: the end not before the start, at most the longest period. */
const period: FormRule = (form) => ({
  validator: (_, to: string) => {
    const from = form.getFieldValue('validFrom') as string;
    if (!from || !to) return Promise.resolve();
    if (to < from) return Promise.reject(new Error(ENTRUST_MESSAGES.validTo));
    return to > entrustLastDay(from) ? Promise.reject(new Error(ENTRUST_MESSAGES.tooLong)) : Promise.resolve();
  },
});

/** 受托单位: found by name or credit code among the units on the portal (the server leaves out the caller's own). */
function AgentSelect({ id, value, onChange, initial }: { id?: string; value?: string; onChange?: (v: string) => void; initial?: { id: string; name: string } }) {
  const [keyword, setKeyword] = useState('');
  const found = useAgentCandidates(keyword);
  const options = (found.data ?? []).map((u) => ({ value: u.id, label: `${u.name}（${u.uscc}）` }));
  if (initial && !options.some((o) => o.value === initial.id)) options.unshift({ value: initial.id, label: initial.name });
  return (
    <Select
      id={id}
      value={value}
      onChange={onChange}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      placeholder="输入受托单位名称或统一社会信用代码（至少2个字）查找"
      loading={found.isFetching}
      notFoundContent={keyword.trim().length < 2 ? '请输入至少2个字' : found.isFetching ? '查找中…' : '没有找到该单位，受托单位须已在平台开通账号'}
      options={options}
    />
  );
}

/** The unit's devices in service; ticked ones join the letter. */
function DeviceChooser({ selected, onChange }: { selected: EntrustDevice[]; onChange: (devices: EntrustDevice[]) => void }) {
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const result = useEntrustable({ keyword: keyword.trim() || undefined, ...page });
  const ids = new Set(selected.map((d) => d.equipmentId));
  return (
    <>
      <Input.Search
        allowClear
        maxLength={50}
        placeholder="设备代码、名称、登记证编号或使用地点"
        style={{ width: 320, marginBottom: 8 }}
        onSearch={(v) => {
          setKeyword(v);
          setPage((p) => ({ ...p, pageNo: 1 }));
        }}
      />
      <Table<EntrustDevice>
        size="small"
        rowKey="equipmentId"
        loading={result.isFetching}
        dataSource={result.data?.list ?? []}
        rowSelection={{
          selectedRowKeys: [...ids],
          preserveSelectedRowKeys: true,
          onSelect: (d, checked) => onChange(checked ? [...selected, d] : selected.filter((x) => x.equipmentId !== d.equipmentId)),
          onSelectAll: (checked, _rows, changed) => {
            const changedIds = new Set(changed.map((d) => d.equipmentId));
            onChange(checked ? [...selected, ...changed.filter((d) => !ids.has(d.equipmentId))] : selected.filter((d) => !changedIds.has(d.equipmentId)));
          },
        }}
        pagination={{
          current: page.pageNo,
          pageSize: page.pageSize,
          total: result.data?.count ?? 0,
          showTotal: (n) => `共 ${n} 台`,
          onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
        }}
        columns={[
          { key: 'type', title: '种类', dataIndex: 'typeCode', width: 90, render: (v: string) => EQUIPMENT_TYPE_NAMES[v as keyof typeof EQUIPMENT_TYPE_NAMES] ?? v },
          { key: 'productName', title: '设备名称', dataIndex: 'productName', width: 140 },
          { key: 'deviceCode', title: '设备代码', dataIndex: 'deviceCode', width: 190, render: (v: string) => v || '—' },
          { key: 'certNo', title: '使用登记证编号', dataIndex: 'certNo', width: 170, render: (v: string) => v || '未登记' },
          { key: 'address', title: '使用地点', dataIndex: 'address', ellipsis: true },
        ]}
      />
    </>
  );
}

/** The letter: agent, business, devices, period and contact; once saved its stamped letter, then 提交 to the agent. */
function Editor({ record, initialDevices }: { record?: EntrustRecord; initialDevices: EntrustDevice[] }) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const user = useSession((s) => s.user);
  const [form] = Form.useForm<Values>();
  const [devices, setDevices] = useState<EntrustDevice[]>(record?.devices ?? initialDevices);
  const save = useSaveEntrust();
  const { failure, fail, clear } = useSaveFailure();
  const today = chinaToday();
  const initial: Partial<Values> = record
    ? { ...record, scopes: [...record.scopes] }
    : // A year by default: the usual term of a maintenance contract the letter goes with.
      {
        scopes: ['useRegist', 'inspection'],
        validFrom: today,
        validTo: dayjs(today).add(1, 'year').subtract(1, 'day').format('YYYY-MM-DD'),
        contact: user?.name ?? '',
        remark: '',
      };

  async function run(isCommit: boolean) {
    clear();
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    if (devices.length === 0) {
      message.warning('请至少选择一台委托办理的设备');
      return;
    }
    try {
      const saved = await save.mutateAsync({ ...values, equipmentIds: devices.map((d) => d.equipmentId), id: record?.id, version: record?.version, isCommit });
      if (isCommit) {
        message.success(`委托书 ${saved.entrustNo} 已提交，请等待${saved.agentName}确认`);
        await navigate(recordPath(PATHS.entrustDetail, saved.id));
      } else {
        message.success(record ? '已保存' : `委托书 ${saved.entrustNo} 已保存，请上传加盖公章的授权委托书后提交`);
        if (!record) await navigate(recordPath(PATHS.entrustForm, saved.id), { replace: true });
      }
    } catch (e) {
      fail(e);
    }
  }

  return (
    <>
      {record?.state === 'declined' && (
        <Alert className="ur-alert" type="warning" showIcon title={`${record.agentName}谢绝了此委托：${record.opinion}`} description="可修改后重新提交，或改为委托其他单位。" />
      )}
      <Form<Values> form={form} layout="vertical" className="ur-form" initialValues={initial} scrollToFirstError={{ block: 'center' }}>
        <h3 className="ur-section">受托单位与委托事项</h3>
        <Row gutter={24}>
          <Col xs={24} xl={14}>
            <Form.Item name="agentUnitId" label="受托单位" required rules={[fromSchema(field.agentUnitId)]}>
              <AgentSelect initial={record ? { id: record.agentUnitId, name: `${record.agentName}（${record.agentUscc}）` } : undefined} />
            </Form.Item>
          </Col>
          <Col xs={24} xl={10}>
            <Form.Item name="scopes" label="委托事项" required rules={[fromSchema(field.scopes)]}>
              <Checkbox.Group options={ENTRUST_SCOPE_KEYS.map((k) => ({ value: k, label: ENTRUST_SCOPES[k] }))} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={6}>
            <Form.Item name="validFrom" label="委托开始日期" required rules={[fromSchema(field.validFrom)]} {...dateTextProps}>
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={6}>
            <Form.Item
              name="validTo"
              label="委托截止日期"
              required
              rules={[fromSchema(field.validTo), period]}
              dependencies={['validFrom']}
              extra="委托期限最长3年"
              {...dateTextProps}
            >
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={6}>
            <Form.Item name="contact" label="联系人" required rules={[fromSchema(field.contact)]} validateDebounce={VALIDATE_DELAY}>
              <Input maxLength={30} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={6}>
            <Form.Item name="contactMobile" label="联系人手机" required rules={[fromSchema(field.contactMobile)]} validateDebounce={VALIDATE_DELAY}>
              <Input maxLength={11} placeholder="11位手机号码" />
            </Form.Item>
          </Col>
          <Col xs={24}>
            <Form.Item name="remark" label="备注" rules={[fromSchema(field.remark)]}>
              <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 1, maxRows: 3 }} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      <h3 className="ur-section">委托办理的设备（已选 {devices.length} 台）</h3>
      {devices.length > 0 && (
        <EntrustDevices
          devices={devices}
          extra={{
            title: '操作',
            render: (d) => (
              <Button type="link" size="small" danger onClick={() => setDevices(devices.filter((x) => x.equipmentId !== d.equipmentId))}>
                移除
              </Button>
            ),
          }}
        />
      )}
      <DeviceChooser selected={devices} onChange={setDevices} />
      <h3 className="ur-section">授权委托书</h3>
      {record ? (
        <AttachmentUpload bizType="entrust" bizId={record.id} kind="letter" title="加盖公章的授权委托书（必传）" />
      ) : (
        <p className="ur-muted">保存委托书后即可上传加盖公章的授权委托书。</p>
      )}
      <DraftActions failure={failure} saved={!!record} submitLabel={'提交委托'} onSave={() => void run(false)} onSubmit={() => void run(true)} saving={save.isPending} />
    </>
  );
}

/** A device named in the address (?equipmentId=), from the registration-method page. */
function NewEntrust() {
  const equipmentId = usePageParam('equipmentId');
  const picked = useEntrustable({ ids: [equipmentId], pageNo: 1, pageSize: 1 }, !!equipmentId);
  if (equipmentId && !picked.data) return <Skeleton active paragraph={{ rows: 10 }} />;
  return <Editor initialDevices={picked.data?.list ?? []} />;
}

const NOTE = '受托单位须已在平台开通账号。保存后上传加盖公章的授权委托书，提交后由受托单位确认，接受后在委托期限内可代为申报。';

/** 委托申报 › 委托书: a new letter, or a saved or declined one (?id=). */
export default function EntrustFormPage() {
  const id = usePageParam('id');
  const query = useEntrust(id);
  const r = query.data;
  if (!id)
    return (
      <PageCard title="新建委托书" note={NOTE}>
        <NewEntrust />
      </PageCard>
    );
  if (query.isError) return <Result status="warning" title={failureText(query.error)} />;
  if (!r) return <Skeleton active paragraph={{ rows: 12 }} />;
  return (
    <PageCard title={`委托书 ${r.entrustNo}`} note={NOTE} extra={<EntrustStateTag record={r} />}>
      {r.side === 'principal' && ENTRUST_EDITABLE.includes(r.state) ? (
        <Editor key={r.version} record={r} initialDevices={[]} />
      ) : (
        <Result status="info" title={`该委托书${ENTRUST_FLOW.states[r.state].label}，不能修改`} extra={<a href={recordPath(PATHS.entrustDetail, r.id)}>查看委托书</a>} />
      )}
    </PageCard>
  );
}
