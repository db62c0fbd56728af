import { InteractionBoard } from '../../components/interaction/interaction-board';
import { PageCard } from '../../components/page-card';

/** 在线报检与缴费 › 检验互动: the unit's conversations with inspection bodies about its applications and reports. */
export default function InteractionPage() {
  return (
    <PageCard title="检验互动" note="就报检申请或检验报告与检验机构沟通；可在报检申请详情中发起互动，检验机构的回复会同时发送到消息中心。">
      <InteractionBoard side="company" />
    </PageCard>
  );
}
