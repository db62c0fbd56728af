import type { SelfTestElevator, SelfTestRecord } from '@portal/contract';
import { NEXT_CHECK_KINDS, SELF_TEST_CONCLUSIONS, SELF_TEST_FLOW, SELF_TEST_MESSAGES, saveSelfTestInput, selfTestLastNextDate } from '@portal/contract/api/self-test';

import { Button, Descriptions, Form, Input, Radio, Row, Space, Table, type FormRule } from 'antd';
import { useState } from 'react';
import { useFindElevator, useIssueSelfTest, useSaveSelfTest, useSelfTest } from '../../api/self-test';
import { AttachmentUpload } from '../../components/attachment-upload/attachment-upload';
import { choicesOf } from '../../components/choices';
import { DraftActions, DraftDocuments, FilingForm, FilingFormPage, useDraftSave } from '../../components/draft-form';
import { DateCell, FieldCell, TextAreaCell, TextCell } from '../../components/form-cell';
import { fromSchema } from '../../components/form-rules';
import { chinaToday } from '../../components/format';
import { usePageParam } from '../../components/page-param';
import { aYearOn, periodEnd } from '../../components/period-rule';
import { PATHS } from '../../routes/paths';
import { SelfTestStateTag } from './self-test-sections';
import '../../components/filing.css';
import { RowLink } from '../../components/search-table/row-actions';

interface Values {
  testDate: string;
  conclusion: 'pass' | 'fail';
  nonconformities: string;
  reportNo: string;
  tester: string;
  nextDate: string;
  nextKind: 'inspection' | 'selfTest';
  remark: string;
}

const field = saveSelfTestInput.shape;

/** The form's cross-field rules, with the server's messages. */
const notFuture: FormRule = { validator: (_, v: string) => (v && v > chinaToday() ? Promise.reject(new Error(SELF_TEST_MESSAGES.future)) : Promise.resolve()) };
const nextAfterTest = periodEnd({ from: 'testDate', lastDay: selfTestLastNextDate, early: SELF_TEST_MESSAGES.nextDate, tooLong: SELF_TEST_MESSAGES.nextTooFar, strict: true });
const itemsWhenFailed: FormRule = (form) => ({
  validator: (_, v: string) => (form.getFieldValue('conclusion') === 'fail' && !v?.trim() ? Promise.reject(new Error(SELF_TEST_MESSAGES.items)) : Promise.resolve()),
});

function ElevatorCard({ e }: { e: SelfTestElevator }) {
  return (
    <Descriptions size="small" bordered column={2} style={{ marginBottom: 16 }}>
      <Descriptions.Item label="使用登记证编号">{e.certNo || '—'}</Descriptions.Item>
      <Descriptions.Item label="设备代码">{e.deviceCode || '—'}</Descriptions.Item>
      <Descriptions.Item label="使用单位">{e.useUnitName}</Descriptions.Item>
      <Descriptions.Item label="单位内编号">{e.internalNo || '—'}</Descriptions.Item>
      <Descriptions.Item label="使用地点" span={2}>
        {e.address}
      </Descriptions.Item>
      <Descriptions.Item label="当前下次检验日期">{e.nextInspectionDate || '—'}</Descriptions.Item>
    </Descriptions>
  );
}

/** Finds an elevator in use by exactly one of its codes. */
function ElevatorFinder({ onPick }: { onPick: (e: SelfTestElevator) => void }) {
  const [text, setText] = useState('');
  const [code, setCode] = useState('');
  const found = useFindElevator(code);
  return (
    <>
      <Space.Compact style={{ width: '100%', maxWidth: 560 }}>
        <Input
          aria-label="电梯编号"
          value={text}
          maxLength={30}
          placeholder="输入完整的使用登记证编号、设备代码或注册代码"
          onChange={(e) => setText(e.target.value)}
          onPressEnter={() => setCode(text.trim())}
        />
        <Button type="primary" onClick={() => setCode(text.trim())} loading={found.isFetching}>
          查找
        </Button>
      </Space.Compact>
      {code && found.data && (
        <Table<SelfTestElevator>
          size="small"
          rowKey="equipmentId"
          pagination={false}
          style={{ marginTop: 12 }}
          dataSource={found.data}
          locale={{ emptyText: '没有找到该编号的在用电梯，请核对后重新输入完整编号' }}
          columns={[
            { key: 'certNo', title: '使用登记证编号', dataIndex: 'certNo', width: 170 },
            { key: 'deviceCode', title: '设备代码', dataIndex: 'deviceCode', width: 190 },
            { key: 'unit', title: '使用单位', dataIndex: 'useUnitName', ellipsis: true },
            { key: 'address', title: '使用地点', dataIndex: 'address', ellipsis: true },
            {
              key: 'pick',
              title: '操作',
              width: 80,
              render: (_, e) => <RowLink onClick={() => onPick(e)}>选择</RowLink>,
            },
          ]}
        />
      )}
    </>
  );
}

function Editor({ record, elevator }: { record?: SelfTestRecord; elevator: SelfTestElevator }) {
  const [form] = Form.useForm<Values>();
  const save = useSaveSelfTest();
  const issue = useIssueSelfTest();
  const draft = useDraftSave({
    form,
    record,
    save: async (values, { isCommit, ...at }) => {
      const saved = await save.mutateAsync({ ...values, equipmentId: elevator.equipmentId, ...at });
      return isCommit ? issue.mutateAsync({ id: saved.id, version: saved.version }) : saved;
    },
    submitted: (issued) => `已出具给${issued.elevator.useUnitName}`,
    created: () => '检测结果已保存，请上传签章的自行检测报告后出具',
    detailPath: PATHS.selfTestDetail,
    formPath: PATHS.selfTestForm,
  });
  const conclusion = Form.useWatch('conclusion', form);
  const today = chinaToday();
  const initial: Values = record
    ? {
        testDate: record.testDate,
        conclusion: record.conclusion,
        nonconformities: record.nonconformities,
        reportNo: record.reportNo,
        tester: record.tester,
        nextDate: record.nextDate,
        nextKind: record.nextKind,
        remark: record.remark,
      }
    : {
        testDate: today,
        conclusion: 'pass',
        nonconformities: '',
        reportNo: '',
        tester: '',
        nextDate: aYearOn(today),
        nextKind: 'inspection',
        remark: '',
      };

  return (
    <>
      <ElevatorCard e={elevator} />
      <FilingForm form={form} initialValues={initial}>
        <h3 className="ur-section">检测结果</h3>
        <Row gutter={24}>
          <DateCell name="testDate" label="检测日期" required rules={[fromSchema(field.testDate), notFuture]} xl={6} />
          <TextCell name="reportNo" label="检测报告编号" required rules={[fromSchema(field.reportNo)]} max={50} xl={6} />
          <TextCell name="tester" label="检测人员" required rules={[fromSchema(field.tester)]} max={30} xl={6} />
          <FieldCell name="conclusion" label="检测结论" required rules={[fromSchema(field.conclusion)]} xl={6}>
            <Radio.Group options={choicesOf(SELF_TEST_CONCLUSIONS)} />
          </FieldCell>
          {conclusion === 'fail' && (
            <TextAreaCell
              name="nonconformities"
              label="不符合项目"
              required
              rules={[fromSchema(field.nonconformities), itemsWhenFailed]}
              dependencies={['conclusion']}
              max={1000}
              rows={[2, 5]}
              placeholder="逐项列出不符合要求的检测项目"
              xl={24}
            />
          )}
          <FieldCell name="nextKind" label="下次为" required rules={[fromSchema(field.nextKind)]} xl={6}>
            <Radio.Group options={choicesOf(NEXT_CHECK_KINDS)} />
          </FieldCell>
          <DateCell
            name="nextDate"
            label="下次检验（检测）日期"
            required
            rules={[fromSchema(field.nextDate), nextAfterTest]}
            dependencies={['testDate']}
            extra="印在电梯使用标志上"
            xl={6}
          />
          <TextAreaCell name="remark" label="备注" rules={[fromSchema(field.remark)]} max={200} rows={[1, 3]} xl={12} />
        </Row>
      </FilingForm>
      <DraftDocuments title="自行检测报告" record={record} waiting="保存后即可上传签章的自行检测报告。">
        {(id) => <AttachmentUpload bizType="selfTest" bizId={id} kind="report" mobile={false} title="签章的自行检测报告（必传，PDF）" />}
      </DraftDocuments>
      <DraftActions {...draft} submitLabel="出具检测结果" />
    </>
  );
}

function NewSelfTest() {
  const [elevator, setElevator] = useState<SelfTestElevator | null>(null);
  if (elevator)
    return (
      <>
        <Button type="link" style={{ paddingLeft: 0 }} onClick={() => setElevator(null)}>
          重新选择电梯
        </Button>
        <Editor elevator={elevator} />
      </>
    );
  return (
    <>
      <h3 className="ur-section">选择电梯</h3>
      <ElevatorFinder onPick={setElevator} />
    </>
  );
}

const NOTE = '只能为在用电梯录入。按完整编号查找电梯，填写检测结果并保存，上传签章的检测报告后出具给使用单位。出具前可修改或删除草稿。';

/** 电梯检测 › 录入检测结果: a new result, or the body's saved draft (?id=). */
export default function SelfTestFormPage() {
  const id = usePageParam('id');
  return (
    <FilingFormPage
      id={id}
      query={useSelfTest(id)}
      newTitle="录入自行检测结果"
      title={(r) => `自行检测结果 ${r.reportNo}`}
      note={NOTE}
      tag={(r) => <SelfTestStateTag record={r} />}
      editable={(r) => r.side === 'detect' && r.state === 'draft'}
      locked={{ noun: '检测结果', state: (r) => SELF_TEST_FLOW.states[r.state].label, path: PATHS.selfTestDetail, link: '查看' }}
    >
      {(r) => (r ? <Editor record={r} elevator={r.elevator} /> : <NewSelfTest />)}
    </FilingFormPage>
  );
}
