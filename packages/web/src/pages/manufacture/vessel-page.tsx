import { MfgListPage } from './list-page';

/** 制造监督检验 › 压力容器 (spec §2 /monitoring-handle/pressureVesselAudit). */
export default function VesselMfgPage() {
  return <MfgListPage typeCode="2000" />;
}
