import { FLOW_KINDS, type FlowKind } from '@portal/contract';

import { Result } from 'antd';
import { FlowLogTimeline } from '../../components/flow-log/flow-log-timeline';
import { usePageParam } from '../../components/page-param';
import { PublicCard, PublicFrame } from '../../components/public-frame/public-frame';

const isFlowKind = (k: string): k is FlowKind => (FLOW_KINDS as string[]).includes(k);

/** Spec §2 /flowLog-single: one record's circulation log on its own page (?kind=&id=), for whoever may see the record. */
export default function FlowLogSinglePage() {
  const kind = usePageParam('kind');
  const id = usePageParam('id');
  return (
    <PublicFrame title="流转记录" intro="业务记录每一步的办理人、时间、意见与附件" accountLinks={false}>
      <PublicCard>
        {isFlowKind(kind) && id ? <FlowLogTimeline kind={kind} id={id} showHeading /> : <Result status="warning" title="链接不完整" subTitle="请从业务详情页打开流转记录" />}
      </PublicCard>
    </PublicFrame>
  );
}
