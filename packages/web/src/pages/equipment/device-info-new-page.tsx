import { RecordPage } from './record/record-page';

/** 设备信息维护 (/equipment/device-info-new): add, edit or view a record of any category; pipelines go to their own form. */
export default function DeviceInfoNewPage() {
  return <RecordPage />;
}
