import { InteractionBoard } from '../../components/interaction/interaction-board';
import { PageCard } from '../../components/page-card';

/** 检验业务 › 检验互动: the body's conversations with units about the applications addressed to it. */
export default function InteractionPage() {
  return (
    <PageCard title="检验互动" note="答复单位就报检申请或检验报告提出的问题；也可在报检办理页面向单位发起互动。">
      <InteractionBoard side="body" />
    </PageCard>
  );
}
