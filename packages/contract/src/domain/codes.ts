/** Spec §3 equipment type codes: the 种类 codes of the 2014 catalogue, keyed by the spec's names. */
export const EQUIPMENT_TYPES = {
  boiler: '1000',
  pressureVessel: '2000',
  elevator: '3000',
  hoistingMachinery: '4000',
  fieldMotorVehicles: '5000',
  majorAmusementFacilities: '6000',
  pipingCom: '7000',
  pressure: '8000',
  passengerRopeway: '9000',
} as const;
export type EquipmentTypeKey = keyof typeof EQUIPMENT_TYPES;
export type EquipmentTypeCode = (typeof EQUIPMENT_TYPES)[EquipmentTypeKey];

export const EQUIPMENT_TYPE_NAMES: Record<EquipmentTypeCode, string> = {
  '1000': '锅炉',
  '2000': '压力容器',
  '3000': '电梯',
  '4000': '起重机械',
  '5000': '场（厂）内专用机动车辆',
  '6000': '大型游乐设施',
  '7000': '压力管道元件',
  '8000': '压力管道',
  '9000': '客运索道',
};

/** The short name that starts a use registration certificate number (codes-and-checksums.md §5). */
export const CERT_SHORT_NAMES: Record<EquipmentTypeCode, string> = {
  '1000': '锅',
  '2000': '容',
  '3000': '梯',
  '4000': '起',
  '5000': '车',
  '6000': '游',
  '7000': '管',
  '8000': '管',
  '9000': '索',
};

/** Spec §3 operation modes of a record form. */
export const OPERATION_MODES = ['add', 'edit', 'view'] as const;
export type OperationMode = (typeof OPERATION_MODES)[number];

/** Spec §3/§9 default codes: Zhejiang province, Ningbo city. */
export const DEFAULT_PROVINCE_CODE = '330000';
export const DEFAULT_AREA_CODE = '330200';
