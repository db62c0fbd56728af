import { MfgListPage } from './list-page';

/** 制造监督检验 › 锅炉 (spec §2 /monitoring-handle/boilerlView). */
export default function BoilerMfgPage() {
  return <MfgListPage typeCode="1000" />;
}
