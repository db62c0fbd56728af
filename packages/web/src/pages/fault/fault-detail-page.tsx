import type { FaultRecord } from '@portal/contract';
import { RESCUE_SOURCES } from '@portal/contract/api/rescue';
import { cancelFaultInput, completeFaultInput, processFaultInput, transferFaultInput } from '@portal/contract/api/fault';

import { Alert, App, Button, Form, Input, InputNumber, Select, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCancelFault, useCompleteFault, useFault, useProcessFault, useTransferFault } from '../../api/rescue';
import { choicesOf } from '../../components/choices';
import { fromSchema } from '../../components/form-rules';
import { usePageParam } from '../../components/page-param';
import { LoadedRecord } from '../../components/record-page';
import { StepDialog } from '../../components/step-dialog';
import { PATHS, recordPath } from '../../routes/paths';
import { chinaNow, FaultStateTag, faultSections, IncidentView, MomentField } from '../../components/rescue/rescue-parts';
import '../../components/rescue/rescue.css';

type Step = 'process' | 'transfer' | 'complete' | 'cancel';

/** The maintenance unit's steps the fault's state allows. */
function Steps({ r }: { r: FaultRecord }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step | null>(null);
  const process = useProcessFault();
  const transfer = useTransferFault();
  const complete = useCompleteFault();
  const cancel = useCancelFault();
  const v = { id: r.id, version: r.version };
  const dialog = { onClose: () => setStep(null), width: 560 };
  const now = chinaNow();

  if (r.side !== 'maintain') return null;
  return (
    <>
      <Space wrap className="rescue-actions">
        {r.state === 'pending' && (
          <Button type="primary" onClick={() => setStep('process')}>
            开始维修
          </Button>
        )}
        {['processing', 'transferred'].includes(r.state) && (
          <Button type="primary" onClick={() => setStep('complete')}>
            维修完成
          </Button>
        )}
        {['pending', 'processing'].includes(r.state) && (
          <>
            <Button danger onClick={() => setStep('transfer')}>
              转困人救援
            </Button>
            <Button onClick={() => setStep('cancel')}>取消故障</Button>
          </>
        )}
      </Space>
      <StepDialog
        title="开始维修"
        open={step === 'process'}
        {...dialog}
        run={(x: { repairer: string }) => process.mutateAsync({ ...v, ...x }).then(() => void message.success('已开始维修'))}
      >
        <Form.Item name="repairer" label="维修人员" required rules={[fromSchema(processFaultInput.shape.repairer)]}>
          <Input maxLength={50} />
        </Form.Item>
      </StepDialog>
      <StepDialog
        title="转困人救援"
        open={step === 'transfer'}
        {...dialog}
        initial={{ source: 'phone', trappedAt: now, alarmAt: now, trappedCount: 1, description: '' }}
        run={(x: { source: keyof typeof RESCUE_SOURCES; trappedAt: string; alarmAt: string; trappedCount: number; description: string }) =>
          transfer.mutateAsync({ ...v, ...x }).then((f) => {
            void message.success('已转为困人救援，请派遣救援人员');
            if (f.rescueId) void navigate(recordPath(PATHS.rescueDetail, f.rescueId));
          })
        }
      >
        <Form.Item name="source" label="报警来源" required rules={[fromSchema(transferFaultInput.shape.source)]}>
          <Select options={choicesOf(RESCUE_SOURCES)} />
        </Form.Item>
        <MomentField name="trappedAt" label="被困时间" rule={transferFaultInput.shape.trappedAt} />
        <MomentField name="alarmAt" label="接警时间" rule={transferFaultInput.shape.alarmAt} />
        <Form.Item name="trappedCount" label="被困人数" required rules={[fromSchema(transferFaultInput.shape.trappedCount)]}>
          <InputNumber min={1} max={99} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="description" label="情况说明" rules={[fromSchema(transferFaultInput.shape.description)]}>
          <Input maxLength={200} />
        </Form.Item>
      </StepDialog>
      <StepDialog
        title="维修完成"
        open={step === 'complete'}
        {...dialog}
        initial={{ backInServiceAt: now, repairer: r.repairer, partsReplaced: '' }}
        run={(x: { cause: string; handling: string; partsReplaced: string; backInServiceAt: string; repairer: string }) =>
          complete.mutateAsync({ ...v, ...x }).then(() => void message.success('故障已修复'))
        }
      >
        <Form.Item name="cause" label="故障原因" required rules={[fromSchema(completeFaultInput.shape.cause)]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="handling" label="处理情况" required rules={[fromSchema(completeFaultInput.shape.handling)]}>
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
        <Form.Item name="partsReplaced" label="更换部件" rules={[fromSchema(completeFaultInput.shape.partsReplaced)]}>
          <Input maxLength={200} placeholder="未更换可不填" />
        </Form.Item>
        <MomentField name="backInServiceAt" label="恢复运行时间" rule={completeFaultInput.shape.backInServiceAt} />
        <Form.Item name="repairer" label="维修人员" required rules={[fromSchema(completeFaultInput.shape.repairer)]}>
          <Input maxLength={50} />
        </Form.Item>
      </StepDialog>
      <StepDialog
        title="取消故障"
        open={step === 'cancel'}
        {...dialog}
        run={(x: { opinion: string }) => cancel.mutateAsync({ ...v, ...x }).then(() => void message.success('故障记录已取消'))}
      >
        <Form.Item name="opinion" label="取消原因" required rules={[fromSchema(cancelFaultInput.shape.opinion)]}>
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
      </StepDialog>
    </>
  );
}

/** 故障详情 (spec §2 /company-service/fault-registration-detail?id=): the fault, the maintenance unit's next step, photos and every step. */
export default function FaultDetailPage() {
  const id = usePageParam('id');
  return (
    <LoadedRecord id={id} query={useFault(id)} missing="请从故障登记列表中打开故障记录">
      {(r) => {
        const open = !['completed', 'cancelled'].includes(r.state);
        return (
          <IncidentView
            kind="fault"
            record={r}
            title={`电梯故障 ${r.faultNo}`}
            tag={<FaultStateTag state={r.state} />}
            sections={faultSections(r)}
            open={open}
            photos={{ title: '故障照片', empty: '没有故障照片' }}
          >
            {r.state === 'transferred' && <Alert className="rescue-alert" type="error" showIcon title={`有人被困，已转为困人救援 ${r.rescueNo}；解困后登记维修完成。`} />}
            <Steps r={r} />
          </IncidentView>
        );
      }}
    </LoadedRecord>
  );
}
