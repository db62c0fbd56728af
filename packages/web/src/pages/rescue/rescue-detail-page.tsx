import type { RescueRecord } from '@portal/contract';
import { RESCUE_CAUSES, RESCUE_LEVELS, arriveRescueInput, cancelRescueInput, closeRescueInput, dispatchRescueInput, releaseRescueInput } from '@portal/contract/api/rescue';

import { Alert, App, Button, Form, Input, InputNumber, Select, Space } from 'antd';
import { useState } from 'react';
import { useArriveRescue, useCancelRescue, useCloseRescue, useDispatchRescue, useReleaseRescue, useRescue } from '../../api/rescue';
import { choicesOf } from '../../components/choices';
import { fromSchema } from '../../components/form-rules';
import { usePageParam } from '../../components/page-param';
import { LoadedRecord } from '../../components/record-page';
import { StepDialog } from '../../components/step-dialog';
import { chinaNow, IncidentView, MomentField, RescueStateTag, rescueSections } from '../../components/rescue/rescue-parts';
import '../../components/rescue/rescue.css';

type Step = 'dispatch' | 'arrive' | 'release' | 'close' | 'cancel';

/** The maintenance unit's steps the record's state allows, each in its dialog. */
function Steps({ r }: { r: RescueRecord }) {
  const { message } = App.useApp();
  const [step, setStep] = useState<Step | null>(null);
  const dispatch = useDispatchRescue();
  const arrive = useArriveRescue();
  const release = useReleaseRescue();
  const close = useCloseRescue();
  const cancel = useCancelRescue();
  const v = { id: r.id, version: r.version };
  const done = (text: string) => () => void message.success(text);
  const dialog = { onClose: () => setStep(null), width: 560 };

  if (r.side !== 'maintain') return null;
  return (
    <>
      <Space wrap className="rescue-actions">
        {r.state === 'reported' && (
          <Button type="primary" onClick={() => setStep('dispatch')}>
            派遣救援
          </Button>
        )}
        {r.state === 'dispatched' && (
          <Button type="primary" onClick={() => setStep('arrive')}>
            到达现场
          </Button>
        )}
        {r.state === 'rescuing' && (
          <Button type="primary" onClick={() => setStep('release')}>
            解困
          </Button>
        )}
        {r.state === 'released' && (
          <Button type="primary" onClick={() => setStep('close')}>
            结案
          </Button>
        )}
        {['reported', 'dispatched', 'rescuing'].includes(r.state) && <Button onClick={() => setStep('cancel')}>误报取消</Button>}
      </Space>
      <StepDialog
        title="派遣救援"
        open={step === 'dispatch'}
        {...dialog}
        initial={{ dispatchedAt: chinaNow(), rescueLevel: 'one' }}
        run={(x: { dispatchedAt: string; rescuers: string; rescueLevel: keyof typeof RESCUE_LEVELS }) => dispatch.mutateAsync({ ...v, ...x }).then(done('已派遣救援'))}
      >
        <MomentField name="dispatchedAt" label="派遣时间" rule={dispatchRescueInput.shape.dispatchedAt} />
        <Form.Item name="rescuers" label="救援人员" required rules={[fromSchema(dispatchRescueInput.shape.rescuers)]}>
          <Input maxLength={100} placeholder="姓名，多人用顿号分隔" />
        </Form.Item>
        <Form.Item name="rescueLevel" label="救援级别" required rules={[fromSchema(dispatchRescueInput.shape.rescueLevel)]}>
          <Select options={choicesOf(RESCUE_LEVELS)} />
        </Form.Item>
      </StepDialog>
      <StepDialog
        title="到达现场"
        open={step === 'arrive'}
        {...dialog}
        initial={{ arrivedAt: chinaNow() }}
        run={(x: { arrivedAt: string }) => arrive.mutateAsync({ ...v, ...x }).then(done('已登记到达现场'))}
      >
        <MomentField name="arrivedAt" label="到达现场时间" rule={arriveRescueInput.shape.arrivedAt} />
      </StepDialog>
      <StepDialog
        title="解困"
        open={step === 'release'}
        {...dialog}
        initial={{ releasedAt: chinaNow(), releasedCount: r.trappedCount, injuries: '' }}
        run={(x: { releasedAt: string; releasedCount: number; injuries: string }) => release.mutateAsync({ ...v, ...x }).then(done('被困人员已解困'))}
      >
        <MomentField name="releasedAt" label="解困时间" rule={releaseRescueInput.shape.releasedAt} />
        <Form.Item name="releasedCount" label="解困人数" required rules={[fromSchema(releaseRescueInput.shape.releasedCount)]}>
          <InputNumber min={0} max={99} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="injuries" label="人员受伤情况" rules={[fromSchema(releaseRescueInput.shape.injuries)]}>
          <Input maxLength={200} placeholder="无人员受伤可不填" />
        </Form.Item>
      </StepDialog>
      <StepDialog
        title="结案"
        open={step === 'close'}
        {...dialog}
        run={(x: { cause: keyof typeof RESCUE_CAUSES; handling: string }) => close.mutateAsync({ ...v, ...x }).then(done('救援已结案'))}
      >
        <Form.Item name="cause" label="困人原因" required rules={[fromSchema(closeRescueInput.shape.cause)]}>
          <Select options={choicesOf(RESCUE_CAUSES)} placeholder="请选择" />
        </Form.Item>
        <Form.Item name="handling" label="处置情况" required rules={[fromSchema(closeRescueInput.shape.handling)]}>
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
      </StepDialog>
      <StepDialog title="误报取消" open={step === 'cancel'} {...dialog} run={(x: { opinion: string }) => cancel.mutateAsync({ ...v, ...x }).then(done('救援已取消'))}>
        <Form.Item name="opinion" label="误报原因" required rules={[fromSchema(cancelRescueInput.shape.opinion)]}>
          <Input.TextArea rows={3} maxLength={500} showCount />
        </Form.Item>
      </StepDialog>
    </>
  );
}

/** 困人救援详情: the record as both sides read it, the maintenance unit's next step, the photos and every step. */
export default function RescueDetailPage() {
  const id = usePageParam('id');
  return (
    <LoadedRecord id={id} query={useRescue(id)} missing="请从困人救援列表中打开救援记录">
      {(r) => {
        const open = !['closed', 'cancelled'].includes(r.state);
        return (
          <IncidentView
            kind="rescue"
            record={r}
            title={`困人救援 ${r.rescueNo}`}
            tag={<RescueStateTag state={r.state} />}
            sections={rescueSections(r)}
            open={open}
            photos={{ title: '现场照片', empty: '没有现场照片' }}
          >
            {r.arrivalFlag !== 'none' && (
              <Alert
                className="rescue-alert"
                type={r.arrivalFlag === 'over60' ? 'error' : 'warning'}
                showIcon
                title={`接警后${r.arrivalMinutes}分钟到达现场，超过${r.arrivalFlag === 'over60' ? '1小时' : '30分钟'}`}
              />
            )}
            {r.side === 'use' && open && <Alert className="rescue-alert" type="info" showIcon title={`由${r.maintainUnitName}派遣、到达、解困并结案，每一步都会通知本单位。`} />}
            <Steps r={r} />
          </IncidentView>
        );
      }}
    </LoadedRecord>
  );
}
