import type { SelfTestRecord } from '@portal/contract';
import { revokeSelfTestInput } from '@portal/contract/api/self-test';

import { Alert, App, Button } from 'antd';
import { useState } from 'react';
import { failureText } from '../../api/http';
import { useDeclareSelfTest, useDeleteSelfTest, usePrintUseMark, useRevokeSelfTest, useSelfTest } from '../../api/self-test';
import { AttachmentUpload } from '../../components/attachment-upload/attachment-upload';
import { useConfirmAction } from '../../components/confirm-action';
import { fromSchema } from '../../components/form-rules';
import { usePageParam } from '../../components/page-param';
import { ReasonDialog } from '../../components/reason-dialog';
import { DeleteDraftStep, EditStep, LoadedRecord, RecordSteps, RecordView } from '../../components/record-page';
import { PATHS, recordPath } from '../../routes/paths';
import { useAccess } from '../../state/session-store';
import { SelfTestStateTag, selfTestSections } from './self-test-sections';

/** What the use unit states by declaring (符合性声明). */
const STATEMENT = '本单位确认：该电梯已由检测机构完成自行检测，结论为合格；本单位对检测中发现的问题已整改完毕，电梯符合安全技术规范要求，可以继续使用，本单位对声明的真实性负责。';

/** The steps the viewer's side may take now. */
function Actions({ record: r }: { record: SelfTestRecord }) {
  const { message } = App.useApp();
  const confirm = useConfirmAction();
  const revoke = useRevokeSelfTest();
  const declare = useDeclareSelfTest();
  const print = usePrintUseMark();
  const mayPrint = useAccess('elevatorDetection.inform');
  const [asking, setAsking] = useState(false);
  const v = { id: r.id, version: r.version };
  const name = r.elevator.certNo || r.elevator.deviceCode;

  return (
    <>
      <RecordSteps>
        {r.side === 'detect' && r.state === 'draft' && (
          <>
            <EditStep to={recordPath(PATHS.selfTestForm, r.id)} />
            <DeleteDraftStep id={r.id} useDelete={useDeleteSelfTest} ask={`删除电梯 ${name} 的检测结果草稿？`} done="草稿已删除" back={PATHS.selfTestRecord} />
          </>
        )}
        {r.side === 'detect' && r.state === 'issued' && (
          <Button danger onClick={() => setAsking(true)}>
            撤回检测结果
          </Button>
        )}
        {r.side === 'use' && r.state === 'issued' && r.conclusion === 'pass' && (
          <Button type="primary" onClick={() => confirm('声明符合', STATEMENT, () => declare.mutateAsync(v), '已作出符合性声明')}>
            声明符合
          </Button>
        )}
        {r.side === 'use' && r.state === 'declared' && mayPrint && (
          <Button
            type="primary"
            loading={print.isPending}
            onClick={() => print.mutate({ id: r.id, name }, { onError: (e) => void message.error(failureText(e)), onSuccess: () => void message.success('使用标志已下载') })}
          >
            {r.markPrintedAt ? '重新打印使用标志' : '打印使用标志'}
          </Button>
        )}
        {r.side === 'use' && r.state === 'declared' && (
          // The address the mark's QR code opens, to check what a passenger will see.
          <a href={`${PATHS.eleInfo}?ref=${encodeURIComponent(r.eleInfoRef)}`} target="_blank" rel="noreferrer">
            二维码对应的电梯信息公示页面
          </a>
        )}
      </RecordSteps>
      <ReasonDialog
        title="撤回检测结果"
        label="撤回原因"
        rule={fromSchema(revokeSelfTestInput.shape.opinion)}
        placeholder="如：检测报告编号录入有误，更正后重新出具"
        open={asking}
        onClose={() => setAsking(false)}
        run={(opinion) => revoke.mutateAsync({ ...v, opinion }).then(() => void message.success('检测结果已撤回'))}
      />
    </>
  );
}

/** 电梯检测 › 自行检测结果: a result as both sides read it, the steps the viewer may take, its report and every step. */
export default function SelfTestDetailPage() {
  const id = usePageParam('id');
  return (
    <LoadedRecord id={id} query={useSelfTest(id)} missing="请从列表中打开自行检测结果">
      {(r) => (
        <RecordView
          title={`电梯自行检测 ${r.elevator.certNo || r.elevator.deviceCode}`}
          tag={<SelfTestStateTag record={r} />}
          sections={selfTestSections(r)}
          documents={{ title: '自行检测报告', content: <AttachmentUpload bizType="selfTest" bizId={r.id} kind="report" readOnly mobile={false} title="签章的自行检测报告" /> }}
          flow={{ kind: 'selfTest', record: r }}
        >
          {r.state === 'issued' && r.conclusion === 'fail' && (
            <Alert
              className="ur-alert"
              type="error"
              showIcon
              title="自行检测结论为不合格，不能声明符合"
              description={`不符合项目：${r.nonconformities}。请整改后委托检测机构重新检测。`}
            />
          )}
          {r.state === 'revoked' && <Alert className="ur-alert" type="info" showIcon title={`检测机构已撤回该结果：${r.revokeReason}`} />}
          {r.state === 'declared' && <Alert className="ur-alert" type="success" showIcon title="使用单位已作出符合性声明" description={STATEMENT} />}
          <Actions record={r} />
        </RecordView>
      )}
    </LoadedRecord>
  );
}
