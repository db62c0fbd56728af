import { RecordPage } from './record/record-page';

/** 压力管道登记 (/equipment/pipeline-info-new): a pipeline project with its table of pipeline units. */
export default function PipelineInfoNewPage() {
  return <RecordPage pipeline />;
}
