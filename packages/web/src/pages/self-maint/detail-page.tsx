import type { SelfMaintRecord } from '@portal/contract';
import { SELF_MAINT_EDITABLE, endSelfMaintInput } from '@portal/contract/api/self-maint';

import { Alert, App, Button } from 'antd';
import { useState } from 'react';
import { useDeleteSelfMaint, useEndSelfMaint, useSelfMaint, useWithdrawSelfMaint } from '../../api/self-maint';
import { useConfirmAction } from '../../components/confirm-action';
import { fromSchema } from '../../components/form-rules';
import { usePageParam } from '../../components/page-param';
import { ReasonDialog } from '../../components/reason-dialog';
import { DeleteDraftStep, EditStep, LoadedRecord, RecordSteps, RecordView } from '../../components/record-page';
import { PATHS, recordPath } from '../../routes/paths';
import { SelfMaintDocuments, SelfMaintStateTag, selfMaintSections } from './self-maint-sections';

/** The steps the unit may take now. */
function Actions({ record: r }: { record: SelfMaintRecord }) {
  const { message } = App.useApp();
  const confirm = useConfirmAction();
  const withdraw = useWithdrawSelfMaint();
  const end = useEndSelfMaint();
  const [ending, setEnding] = useState(false);
  const v = { id: r.id, version: r.version };
  return (
    <>
      <RecordSteps>
        {SELF_MAINT_EDITABLE.includes(r.state) && <EditStep to={recordPath(PATHS.selfMaintForm, r.id)} again={r.state !== 'draft'} />}
        {r.state === 'draft' && !r.submittedAt && (
          <DeleteDraftStep id={r.id} useDelete={useDeleteSelfMaint} ask={`删除申请草稿 ${r.applyNo}？`} done="申请草稿已删除" back={PATHS.selfMaintList} />
        )}
        {r.state === 'submitted' && (
          <Button onClick={() => confirm('撤回', `撤回申请 ${r.applyNo} 后，登记机关不再审核，可修改后重新提交。确定撤回吗？`, () => withdraw.mutateAsync(v), '申请已撤回')}>
            撤回
          </Button>
        )}
        {r.state === 'approved' && (
          <Button danger onClick={() => setEnding(true)}>
            终止自行维保
          </Button>
        )}
      </RecordSteps>
      <ReasonDialog
        title="终止自行维保"
        label="终止原因"
        rule={fromSchema(endSelfMaintInput.shape.opinion)}
        placeholder="如：已与维保单位签订维保合同，不再自行维保"
        open={ending}
        onClose={() => setEnding(false)}
        run={(opinion) => end.mutateAsync({ ...v, opinion }).then(() => void message.success('已终止自行维保，请尽快为所列设备办理维保单位变更'))}
      />
    </>
  );
}

/** Where the application stands, in a line above its sections. */
function Outcome({ record: r }: { record: SelfMaintRecord }) {
  switch (r.state) {
    case 'returned':
      return <Alert className="ur-alert" type="warning" showIcon title={`登记机关退回：${r.opinion}`} description="请按退回原因修改后重新提交。" />;
    case 'approved':
      return r.expired ? (
        <Alert className="ur-alert" type="error" showIcon title={`自行维保期限已于 ${r.validTo} 届满`} description="请重新申请自行维保，或为所列设备办理维保单位变更。" />
      ) : (
        <Alert className="ur-alert" type="success" showIcon title={`自 ${r.validFrom} 起至 ${r.validTo} 由本单位自行维保所列设备`} />
      );
    case 'ended':
      return <Alert className="ur-alert" type="info" showIcon title={`本单位已终止自行维保：${r.endReason}`} description="所列设备须另行办理维保单位变更。" />;
    case 'revoked':
      return <Alert className="ur-alert" type="error" showIcon title={`登记机关已撤销自行维保：${r.endReason}`} description="所列设备须另行办理维保单位变更。" />;
    default:
      return null;
  }
}

/** 维保单位变更管理 › 自行维保申请详情 (/implementation/selfMaintainDetail?id=): one application, the steps the unit may take and its flow log. */
export default function SelfMaintDetailPage() {
  const id = usePageParam('id');
  return (
    <LoadedRecord id={id} query={useSelfMaint(id)} missing="请从自行维保申请列表中打开申请">
      {(r) => (
        <RecordView
          title={`自行维保申请 ${r.applyNo}`}
          tag={<SelfMaintStateTag state={r.state} />}
          sections={selfMaintSections(r)}
          documents={{ title: '申请材料', content: <SelfMaintDocuments id={r.id} readOnly /> }}
          flow={{ kind: 'selfMaint', record: r }}
        >
          <Outcome record={r} />
          <Actions record={r} />
        </RecordView>
      )}
    </LoadedRecord>
  );
}
