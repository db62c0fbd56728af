import type { MaintRegRecord } from '@portal/contract';
import { MAINT_REG_FLOW, maintRegForm } from '@portal/contract/api/maint-reg';

import { Alert, App, Button, Form, Input, Result, Skeleton, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { failureText } from '../../api/http';
import { useMaintRegMine, useMaintStaff, useSubmitMaintReg, useWithdrawMaintReg } from '../../api/maint-change';
import { useConfirmAction } from '../../components/confirm-action';
import { FlowLogLink } from '../../components/flow-log/flow-log-timeline';
import { fromSchema, VALIDATE_DELAY } from '../../components/form-rules';
import { PageCard } from '../../components/page-card';
import { StepDialog } from '../../components/step-dialog';
import { RecordSections } from '../../components/record-page';
import { StateTag } from '../../components/state-tag';
import { PATHS } from '../../routes/paths';
import { regSections } from '../../components/maint-change/maintenance-sections';
import '../../components/filing.css';

const field = maintRegForm.shape;

/** The filing: the duty phone and the staff holding item T valid today, ticked from the unit's operators. */
function FilingDialog({ open, onClose, initial }: { open: boolean; onClose: () => void; initial: MaintRegRecord | null }) {
  const { message } = App.useApp();
  const staff = useMaintStaff(open);
  const [picked, setPicked] = useState<string[]>(initial?.staff.map((p) => p.operatorId) ?? []);
  const submit = useSubmitMaintReg();
  return (
    <StepDialog<{ dutyPhone: string; remark: string }>
      title="维保单位备案"
      okText="提交备案"
      width={760}
      open={open}
      onClose={onClose}
      initial={{ dutyPhone: initial?.dutyPhone ?? '', remark: '' }}
      run={(v) =>
        submit
          .mutateAsync({ ...v, staffIds: picked.filter((id) => staff.data?.some((p) => p.operatorId === id)) })
          .then(() => void message.success('维保单位备案已提交，请等待登记机关审核'))
      }
    >
      <Form.Item
        name="dutyPhone"
        label="24小时值班电话"
        required
        rules={[fromSchema(field.dutyPhone)]}
        validateDebounce={VALIDATE_DELAY}
        extra="电梯困人时使用单位和乘客拨打的电话，认领后显示在设备信息中"
      >
        <Input maxLength={32} placeholder="如 0574-88150096" style={{ width: 280 }} />
      </Form.Item>
      <Form.Item label={`持证维保人员（已选 ${picked.length} 名）`} required extra="只列出持有有效电梯修理（T）证的本单位作业人员；人员和证书在“作业人员”中维护">
        <Table
          size="small"
          rowKey="operatorId"
          loading={staff.isFetching}
          pagination={false}
          dataSource={staff.data ?? []}
          locale={{ emptyText: '本单位没有持有效电梯修理（T）证的作业人员' }}
          rowSelection={{ selectedRowKeys: picked, onChange: (keys) => setPicked(keys as string[]) }}
          columns={[
            { key: 'name', title: '姓名', dataIndex: 'name' },
            { key: 'certNo', title: '证书编号', dataIndex: 'certNo' },
            {
              key: 'expiryDate',
              title: '有效期至',
              dataIndex: 'expiryDate',
              render: (v: string, p) => (
                <>
                  {v}
                  {p.state === 'expiring' && (
                    <Tag color="warning" style={{ marginLeft: 6 }}>
                      即将到期
                    </Tag>
                  )}
                </>
              ),
            },
          ]}
        />
      </Form.Item>
      <Form.Item name="remark" label="备注" rules={[fromSchema(field.remark)]}>
        <Input.TextArea maxLength={200} showCount autoSize={{ minRows: 1, maxRows: 3 }} />
      </Form.Item>
    </StepDialog>
  );
}

/** 维保单位变更管理 › 维保单位备案: the unit's registration in force, a later filing, and whether it may claim devices now. */
export default function MaintRegisterPage() {
  const query = useMaintRegMine();
  const withdraw = useWithdrawMaintReg();
  const confirm = useConfirmAction();
  const [filing, setFiling] = useState(false);
  const v = query.data;
  if (query.isError) return <Result status="warning" title={failureText(query.error)} />;
  if (!v) return <Skeleton active paragraph={{ rows: 10 }} />;
  const waiting = v.latest?.state === 'submitted';
  const l = v.licence;
  return (
    <PageCard
      title="维保单位备案"
      note="维保单位凭含电梯安装（含修理）项目的安装改造修理许可、24小时值班电话和持电梯修理（T）证的维保人员备案，经登记机关审核通过后，可认领使用单位变更给本单位的维保设备。许可过期或备案未通过时不能认领新的设备。"
      extra={
        <Button type="primary" disabled={waiting} onClick={() => setFiling(true)}>
          {v.current ? '变更备案' : '提交备案'}
        </Button>
      }
    >
      {v.mayClaim ? (
        <Alert className="ur-alert" type="success" showIcon title="本单位可认领维保设备" />
      ) : (
        <Alert className="ur-alert" type="warning" showIcon title={`本单位暂不能认领新的维保设备：${v.blockedReason}`} />
      )}
      <h3 className="ur-section">安装改造修理许可</h3>
      {l ? (
        <p>
          许可证编号 {l.licenceNo}，有效期至 {l.validTo} {l.valid ? <Tag color="success">有效</Tag> : <Tag color="error">不在有效期内</Tag>}
          {!l.coversElevators && <Tag color="warning">不含电梯安装（含修理）项目</Tag>}
        </p>
      ) : (
        <p className="ur-muted">本单位还没有经审核的安装改造修理许可。</p>
      )}
      <p className="ur-muted">
        许可在 <Link to={PATHS.unitMaintain}>单位信息</Link> 中申报和换证，经登记机关审核后生效。
      </p>
      {v.latest && (
        <>
          <h3 className="ur-section">
            最近一次备案 <StateTag flow={MAINT_REG_FLOW} state={v.latest.state} />
          </h3>
          {v.latest.state === 'returned' && (
            <Alert className="ur-alert" type="warning" showIcon title={`登记机关退回：${v.latest.opinion}`} description="请按退回原因修改后重新提交备案。" />
          )}
          <Space className="ur-actions" style={{ marginTop: 0, marginBottom: 12 }}>
            {waiting && (
              <Button
                onClick={() =>
                  confirm(
                    '撤回',
                    '撤回后登记机关不再审核这次备案，可修改后重新提交。确定撤回吗？',
                    () => withdraw.mutateAsync({ id: v.latest!.id, version: v.latest!.version }),
                    '备案已撤回',
                  )
                }
              >
                撤回
              </Button>
            )}
            <FlowLogLink kind="maintReg" id={v.latest.id} />
          </Space>
          <RecordSections sections={regSections(v.latest)} />
        </>
      )}
      <h3 className="ur-section">生效的备案 {v.current && <StateTag flow={MAINT_REG_FLOW} state={v.current.state} />}</h3>
      {v.current ? <RecordSections sections={regSections(v.current)} /> : <p className="ur-muted">还没有审核通过的维保单位备案。</p>}
      {filing && <FilingDialog open={filing} onClose={() => setFiling(false)} initial={v.latest ?? v.current} />}
    </PageCard>
  );
}
