import type { MaintChangeRecord } from '@portal/contract';
import { declineMaintChangeInput } from '@portal/contract/api/maint-change';

import { Alert, App, Button } from 'antd';
import { useState } from 'react';
import { useClaimMaintChange, useDeclineMaintChange, useDeleteMaintChange, useMaintChange, useWithdrawMaintChange } from '../../api/maint-change';
import { AttachmentUpload } from '../../components/attachment-upload/attachment-upload';
import { useConfirmAction } from '../../components/confirm-action';
import { fromSchema } from '../../components/form-rules';
import { usePageParam } from '../../components/page-param';
import { ReasonDialog } from '../../components/reason-dialog';
import { DeleteDraftStep, EditStep, LoadedRecord, RecordSteps, RecordView } from '../../components/record-page';
import { PATHS, recordPath } from '../../routes/paths';
import { changeSections, MaintChangeStateTag } from '../../components/maint-change/maintenance-sections';

function Actions({ record: r }: { record: MaintChangeRecord }) {
  const { message } = App.useApp();
  const confirm = useConfirmAction();
  const withdraw = useWithdrawMaintChange();
  const claim = useClaimMaintChange();
  const decline = useDeclineMaintChange();
  const [declining, setDeclining] = useState(false);
  const v = { id: r.id, version: r.version };
  return (
    <>
      <RecordSteps>
        {r.side === 'owner' && r.state === 'draft' && (
          <>
            <EditStep to={recordPath(PATHS.maintChangeForm, r.id)} />
            <DeleteDraftStep id={r.id} useDelete={useDeleteMaintChange} ask={`删除申请草稿 ${r.changeNo}？`} done="申请草稿已删除" back={PATHS.maintChangeApply} />
          </>
        )}
        {r.side === 'owner' && r.state === 'submitted' && (
          <Button onClick={() => confirm('撤回', `撤回申请 ${r.changeNo} 后，${r.toName}不能再认领，需要时请重新申请。确定撤回吗？`, () => withdraw.mutateAsync(v), '申请已撤回')}>
            撤回
          </Button>
        )}
        {r.side === 'maintainer' && r.state === 'submitted' && (
          <>
            <Button
              type="primary"
              onClick={() =>
                confirm(
                  '认领',
                  `认领后，本单位成为该电梯的维保单位（合同 ${r.contractNo}，${r.contractFrom} 至 ${r.contractTo}），设备信息中的维保单位和值班电话随之更新。`,
                  () => claim.mutateAsync(v),
                  '已认领，变更已生效',
                )
              }
            >
              认领
            </Button>
            <Button onClick={() => setDeclining(true)}>谢绝</Button>
          </>
        )}
      </RecordSteps>
      <ReasonDialog
        title="谢绝"
        label="谢绝原因"
        rule={fromSchema(declineMaintChangeInput.shape.opinion)}
        placeholder="如：该电梯所在小区不在本单位维保服务范围内"
        open={declining}
        onClose={() => setDeclining(false)}
        run={(opinion) => decline.mutateAsync({ ...v, opinion }).then(() => void message.success('已谢绝'))}
      />
    </>
  );
}

/** 维保单位变更管理 › 变更详情 (/implementation/detailsIndex?id=): the application as both sides read it, its steps and its flow log. */
export default function MaintChangeDetailPage() {
  const id = usePageParam('id');
  return (
    <LoadedRecord id={id} query={useMaintChange(id)} missing="请从维保单位变更列表中打开申请">
      {(r) => (
        <RecordView
          title={`维保单位变更 ${r.changeNo}`}
          tag={<MaintChangeStateTag state={r.state} />}
          sections={changeSections(r)}
          documents={{ title: '维保合同', content: <AttachmentUpload bizType="maintChange" bizId={r.id} kind="contract" readOnly mobile={false} title="维保合同" /> }}
          flow={{ kind: 'maintChange', record: r }}
        >
          {r.state === 'declined' && <Alert className="ur-alert" type="warning" showIcon title={`${r.toName}已谢绝：${r.opinion}`} description="可另行选择维保单位重新申请。" />}
          {r.state === 'claimed' && <Alert className="ur-alert" type="success" showIcon title={`${r.toName}已认领，变更已生效`} />}
          <Actions record={r} />
        </RecordView>
      )}
    </LoadedRecord>
  );
}
