import type { MfgRecord } from '@portal/contract';
import { MFG_CATEGORIES, MFG_EDITABLE, mfgResultForm, returnMfgInput } from '@portal/contract/api/manufacture';

import { Alert, App, Button, DatePicker, Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { downloadMfgCert, useAcceptMfg, useDeleteMfg, useIssueMfg, useMfg, useRecordMfg, useReturnMfg, useWithdrawMfg } from '../../api/manufacture';
import { AttachmentUpload } from '../../components/attachment-upload/attachment-upload';
import { useConfirmAction } from '../../components/confirm-action';
import { dateTextProps } from '../../components/date-value';
import { fromObjectSchema, fromSchema } from '../../components/form-rules';
import { chinaToday } from '../../components/format';
import { usePageParam } from '../../components/page-param';
import { ReasonDialog } from '../../components/reason-dialog';
import { DeleteDraftStep, EditStep, LoadedRecord, RecordSteps, RecordView } from '../../components/record-page';
import { StepDialog } from '../../components/step-dialog';
import { PATHS, recordPath } from '../../routes/paths';
import { LIST_OF, MfgStateTag, mfgSections } from './mfg-sections';

interface ResultValues {
  conclusion: 'pass' | 'fail';
  inspectionDate: string;
  resultRemark: string;
}

/** The steps the viewer's side may take now. */
function Actions({ record: r }: { record: MfgRecord }) {
  const { message } = App.useApp();
  const confirm = useConfirmAction();
  const withdraw = useWithdrawMfg();
  const accept = useAcceptMfg();
  const ret = useReturnMfg();
  const record = useRecordMfg();
  const issue = useIssueMfg();
  const [asking, setAsking] = useState<'return' | 'record' | null>(null);
  const v = { id: r.id, version: r.version };
  const product = `${r.productName}（${r.productNo}）`;

  const maker = r.side === 'maker' && (
    <>
      {MFG_EDITABLE.includes(r.state) && <EditStep to={recordPath(PATHS.mfgForm, r.id)} again={r.state === 'returned'} />}
      {r.state === 'submitted' && (
        <Button
          onClick={() => confirm('撤回', `撤回 ${product} 的监检申请后，${r.orgName}不再受理，可修改后重新提交。确定撤回吗？`, () => withdraw.mutateAsync(v), '监检申请已撤回')}
        >
          撤回
        </Button>
      )}
      {r.state === 'draft' && !r.submittedAt && (
        <DeleteDraftStep id={r.id} useDelete={useDeleteMfg} ask={`删除监检申请草稿 ${r.applyNo}？`} done="监检申请草稿已删除" back={LIST_OF[r.typeCode]} />
      )}
    </>
  );

  const body = r.side === 'body' && (
    <>
      {r.state === 'submitted' && (
        <>
          <Button type="primary" onClick={() => confirm('受理', `受理 ${r.unitName} 的 ${product} 制造监督检验申请？`, () => accept.mutateAsync(v), '已受理')}>
            受理
          </Button>
          <Button onClick={() => setAsking('return')}>退回</Button>
        </>
      )}
      {(r.state === 'accepted' || r.state === 'inspected') && (
        <Button type={r.state === 'accepted' ? 'primary' : 'default'} onClick={() => setAsking('record')}>
          {r.state === 'accepted' ? '录入监检结果' : '修改监检结果'}
        </Button>
      )}
      {r.state === 'inspected' && r.conclusion === 'pass' && (
        <Button
          type="primary"
          onClick={() => confirm('出具监检证书', `为 ${product} 出具制造监督检验证书？出具后监检结果不能再修改。`, () => issue.mutateAsync(v), '监检证书已出具')}
        >
          出具监检证书
        </Button>
      )}
    </>
  );

  return (
    <>
      <RecordSteps>
        {maker}
        {body}
        {r.state === 'certified' && (
          <Button type="primary" onClick={() => void downloadMfgCert(r.id, r.certNo)}>
            下载监检证书
          </Button>
        )}
      </RecordSteps>
      <ReasonDialog
        title="退回"
        label="退回原因"
        rule={fromSchema(returnMfgInput.shape.opinion)}
        placeholder="写明需要补充或改正的内容"
        open={asking === 'return'}
        onClose={() => setAsking(null)}
        run={(opinion) => ret.mutateAsync({ ...v, opinion }).then(() => void message.success('已退回'))}
      />
      <StepDialog<ResultValues>
        title="录入监检结果"
        open={asking === 'record'}
        onClose={() => setAsking(null)}
        initial={{ conclusion: r.conclusion || 'pass', inspectionDate: r.inspectionDate || chinaToday(), resultRemark: r.resultRemark }}
        run={(values) => record.mutateAsync({ ...v, ...values }).then(() => void message.success('监检结果已录入'))}
      >
        <Form.Item name="conclusion" label="监检结论" required>
          <Radio.Group
            options={[
              { value: 'pass', label: '合格' },
              { value: 'fail', label: '不合格' },
            ]}
          />
        </Form.Item>
        <Form.Item name="inspectionDate" label="监检日期" required rules={[fromSchema(mfgResultForm.shape.inspectionDate)]} {...dateTextProps}>
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="resultRemark" label="结果说明" dependencies={['conclusion']} rules={[fromObjectSchema(mfgResultForm, 'resultRemark')]}>
          <Input.TextArea rows={3} maxLength={500} showCount placeholder="不合格时写明不合格项目和处理意见" />
        </Form.Item>
      </StepDialog>
    </>
  );
}

/** 制造监督检验 › 详情 (spec §2 pressureVesselView): the product as both sides read it, the steps the viewer may take, the drawings, the certificate and every step. */
export default function MfgDetailPage() {
  const id = usePageParam('id');
  return (
    <LoadedRecord id={id} query={useMfg(id)} missing="请从制造监督检验列表中打开申请">
      {(r) => (
        <RecordView
          title={`${MFG_CATEGORIES[r.typeCode]}监检申请 ${r.applyNo}`}
          tag={<MfgStateTag record={r} />}
          sections={mfgSections(r)}
          documents={{ title: '设计图样', content: <AttachmentUpload bizType="manufacture" bizId={r.id} kind="drawing" readOnly mobile={false} title="设计图样" /> }}
          flow={{ kind: 'manufacture', record: r }}
        >
          {r.state === 'returned' && <Alert className="ur-alert" type="warning" showIcon title={`已退回：${r.opinion}`} />}
          {r.conclusion === 'fail' && <Alert className="ur-alert" type="error" showIcon title={`监检结论：不合格。${r.resultRemark}`} />}
          {r.state === 'certified' && <Alert className="ur-alert" type="success" showIcon title={`已出具制造监督检验证书 ${r.certNo}`} />}
          <Actions record={r} />
        </RecordView>
      )}
    </LoadedRecord>
  );
}
