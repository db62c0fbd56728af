import { MfgListPage } from './list-page';

/** 制造监督检验 › 压力管道元件 (spec §2 /monitoring-handle/pipelineDetails). */
export default function PipelineMfgPage() {
  return <MfgListPage typeCode="7000" />;
}
