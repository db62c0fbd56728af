import { UseRecordDetail } from '../../components/use-regist/use-record-detail';

/** 使用登记 › 申请详情: one application as filed, its documents, the registry's decision and every step. */
export default function UseRecordDetailPage() {
  return <UseRecordDetail />;
}
