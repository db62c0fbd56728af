import type { EntrustRecord } from '@portal/contract';
import { ENTRUST_EDITABLE, declineEntrustInput } from '@portal/contract/api/entrust';

import { Alert, App, Button } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useAcceptEntrust, useDeclineEntrust, useDeleteEntrust, useEntrust, useRevokeEntrust, useWithdrawEntrust } from '../../api/entrust';
import { AttachmentUpload } from '../../components/attachment-upload/attachment-upload';
import { useConfirmAction } from '../../components/confirm-action';
import { fromSchema } from '../../components/form-rules';
import { usePageParam } from '../../components/page-param';
import { ReasonDialog } from '../../components/reason-dialog';
import { DeleteDraftStep, EditStep, LoadedRecord, RecordSteps, RecordView } from '../../components/record-page';
import { PATHS, recordPath } from '../../routes/paths';
import { EntrustStateTag, entrustSections } from './entrust-sections';
import { NavButton } from '../../components/nav-button';

/** The steps the viewer's side may take now. */
function Actions({ record: r }: { record: EntrustRecord }) {
  const navigate = useNavigate();
  const { message } = App.useApp();
  const confirm = useConfirmAction();
  const withdraw = useWithdrawEntrust();
  const revoke = useRevokeEntrust();
  const accept = useAcceptEntrust();
  const decline = useDeclineEntrust();
  const [asking, setAsking] = useState<'revoke' | 'decline' | null>(null);
  const v = { id: r.id, version: r.version };

  const principal = r.side === 'principal' && (
    <>
      {ENTRUST_EDITABLE.includes(r.state) && <EditStep to={recordPath(PATHS.entrustForm, r.id)} again={r.state === 'declined'} />}
      {r.state === 'submitted' && (
        <Button
          onClick={() => confirm('撤回', `撤回委托书 ${r.entrustNo} 后，${r.agentName}不能再确认，可修改后重新提交。确定撤回吗？`, () => withdraw.mutateAsync(v), '委托书已撤回')}
        >
          撤回
        </Button>
      )}
      {r.state === 'draft' && !r.submittedAt && (
        <DeleteDraftStep id={r.id} useDelete={useDeleteEntrust} ask={`删除委托书草稿 ${r.entrustNo}？`} done="委托书草稿已删除" back={PATHS.entrust} />
      )}
      {r.state === 'accepted' && !r.expired && (
        <Button danger onClick={() => setAsking('revoke')}>
          撤销委托
        </Button>
      )}
    </>
  );

  const agent = r.side === 'agent' && (
    <>
      {r.state === 'submitted' && (
        <>
          <Button
            type="primary"
            onClick={() => confirm('接受委托', `接受后，本单位可在 ${r.validFrom} 至 ${r.validTo} 代${r.principalName}办理委托事项。`, () => accept.mutateAsync(v), '已接受委托')}
          >
            接受委托
          </Button>
          <Button onClick={() => setAsking('decline')}>谢绝委托</Button>
        </>
      )}
      {r.inForce && r.scopes.includes('inspection') && <NavButton to={`${PATHS.onlineApplyForm}?entrustId=${encodeURIComponent(r.id)}`}>代为报检</NavButton>}
      {r.inForce && r.scopes.includes('useRegist') && (
        <Button onClick={() => void navigate(`${PATHS.useRecordApply}?entrustId=${encodeURIComponent(r.id)}`)}>代为办理使用登记</Button>
      )}
    </>
  );

  return (
    <>
      <RecordSteps>
        {principal}
        {agent}
      </RecordSteps>
      <ReasonDialog
        title="撤销委托"
        label="撤销原因"
        rule={fromSchema(declineEntrustInput.shape.opinion)}
        open={asking === 'revoke'}
        onClose={() => setAsking(null)}
        run={(opinion) => revoke.mutateAsync({ ...v, opinion }).then(() => void message.success('委托已撤销'))}
      />
      <ReasonDialog
        title="谢绝委托"
        label="谢绝原因"
        rule={fromSchema(declineEntrustInput.shape.opinion)}
        open={asking === 'decline'}
        onClose={() => setAsking(null)}
        run={(opinion) => decline.mutateAsync({ ...v, opinion }).then(() => void message.success('已谢绝委托'))}
      />
    </>
  );
}

/** 委托申报 › 委托书详情: the letter as both sides read it, the steps the viewer may take, the stamped letter and every step. */
export default function EntrustDetailPage() {
  const id = usePageParam('id');
  return (
    <LoadedRecord id={id} query={useEntrust(id)} missing="请从委托申报列表中打开委托书">
      {(r) => (
        <RecordView
          title={`委托书 ${r.entrustNo}`}
          tag={<EntrustStateTag record={r} />}
          sections={entrustSections(r)}
          documents={{ title: '授权委托书', content: <AttachmentUpload bizType="entrust" bizId={r.id} kind="letter" readOnly mobile={false} title="加盖公章的授权委托书" /> }}
          flow={{ kind: 'entrust', record: r }}
        >
          {r.state === 'declined' && <Alert className="ur-alert" type="warning" showIcon title={`受托单位已谢绝：${r.opinion}`} />}
          {r.state === 'revoked' && (
            <Alert className="ur-alert" type="info" showIcon title={`委托已撤销：${r.revokeReason}`} description="已提交的申请继续办理，受托单位不能再代为申报或修改。" />
          )}
          {r.expired && <Alert className="ur-alert" type="info" showIcon title={`委托已于 ${r.validTo} 到期`} description="已提交的申请继续办理，受托单位不能再代为申报或修改。" />}
          <Actions record={r} />
        </RecordView>
      )}
    </LoadedRecord>
  );
}
