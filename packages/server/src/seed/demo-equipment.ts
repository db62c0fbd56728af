import { CERT_SHORT_NAMES, codeKey, validateTechParams } from '@portal/contract';
import type { Insertable, Selectable } from 'kysely';
import type { EquipmentInspectionTable, EquipmentTable } from '../platform/db/schema';
import { addDays, newId } from '../platform/ids';
import { EXAMPLES, type DeviceExample } from '../modules/equipment/service';

/** Which examples each demo unit holds, and how many: a property group and a machine works. */
const PLAN: Record<'e1' | 'e2', Array<[keyof typeof EXAMPLES, number]>> = {
  e1: [
    ['passenger', 14],
    ['freight', 2],
    ['escalator', 4],
    ['hotWaterBoiler', 2],
    ['airTank', 2],
    ['parking', 3],
    ['sightseeing', 2],
    ['wheel', 1],
    ['valve', 1],
    ['pipeline', 1],
    ['ropeway', 1],
  ],
  e2: [
    ['crane', 10],
    ['forklift', 7],
    ['airTank', 3],
    ['exchanger', 2],
    ['steamBoiler', 1],
    ['freight', 3],
    ['passenger', 2],
    ['pipeline', 2],
    ['valve', 1],
  ],
};

/**
 * A believable registry for a demo unit: next inspection dates spread so that some are overdue,
 * some due within 30 days and most later; a few stopped, a few that failed their last inspection.
 */
export function demoEquipment(unit: 'e1' | 'e2', unitId: string, area: { code: string; street: string }, today: string, now: string): Selectable<EquipmentTable>[] {
  const rows: Selectable<EquipmentTable>[] = [];
  let n = 0;
  for (const [key, count] of PLAN[unit]) {
    const tpl: DeviceExample = EXAMPLES[key];
    for (let i = 0; i < count; i++, n++) {
      const year = 2008 + ((n * 7) % 16);
      const serial = String(1000 + n * 37 + (unit === 'e2' ? 500 : 0)).padStart(5, '0');
      const offset = [-45, -12, 8, 21, 60, 120, 200, 300][n % 8];
      const stopped = n % 11 === 5;
      const failed = !stopped && n % 13 === 7;
      const cycleDays = ['3000', '6000', '9000', '5000'].includes(tpl.type) ? 365 : 730;
      const params = Object.fromEntries(Object.entries(tpl.params).map(([k, v]) => [k, typeof v === 'string' && v.endsWith('-') ? `${v}${serial}` : v]));
      const checked = validateTechParams(tpl.type, tpl.catalogue, params);
      if (checked.error) throw new Error(`demo ${key}: ${checked.error}`);
      const building = Math.floor(i / 2) + 1;
      // Stored before device codes had to be unique: e2's second air tank carries the code of e1's first one (2018, 01814),
      // so 系统维护 › 重复设备代码 has something to show on a fresh start.
      const legacyTwin = unit === 'e2' && key === 'airTank' && i === 1;
      const codes = {
        device_code: legacyTwin ? `${tpl.catalogue}${tpl.makerCode}201801814` : `${tpl.catalogue}${tpl.makerCode}${year}${serial}`,
        register_code: /^\d{4}$/.test(tpl.catalogue) ? `${tpl.catalogue}${area.code}${year}0${(n % 9) + 1}${serial.slice(1)}` : '',
        cert_no: `${CERT_SHORT_NAMES[tpl.type]}${tpl.catalogue.slice(1, 3)}浙B${serial}(${String(year + 1).slice(2)})`,
      };
      rows.push({
        id: newId(),
        unit_id: unitId,
        type_code: tpl.type,
        catalogue_code: tpl.catalogue,
        ...codes,
        device_code_key: codeKey(codes.device_code),
        register_code_key: codeKey(codes.register_code),
        cert_no_key: codeKey(codes.cert_no),
        product_name: tpl.name,
        model: tpl.model,
        product_no: `${tpl.model.slice(0, 4)}-${year}-${serial}`,
        manufacturer: tpl.maker,
        manufacture_date: `${year}-${String((n % 12) + 1).padStart(2, '0')}`,
        installer: tpl.type === '3000' ? '宁波安装工程有限公司' : '',
        put_into_use_date: `${year + 1}-${String((n % 12) + 1).padStart(2, '0')}-15`,
        area_code: area.code,
        address: area.street,
        location: tpl.type === '3000' ? `${building}号楼` : ['一号车间', '二号车间', '锅炉房', '空压站', '地下车库'][n % 5],
        internal_no: tpl.type === '3000' ? `${building}号楼${(i % 2) + 1}号梯` : `${tpl.name.slice(-2)}-${String(i + 1).padStart(2, '0')}`,
        safety_manager: unit === 'e1' ? '刘安' : '何平',
        safety_manager_mobile: unit === 'e1' ? '13957400011' : '13957400022',
        use_status: stopped ? 'stopped' : 'inUse',
        maintenance_unit: tpl.type === '3000' ? '宁波北仑港城电梯工程有限公司' : '',
        maintenance_phone: tpl.type === '3000' ? '0574-86880000' : '',
        maintain_unit_id: null,
        last_inspection_date: addDays(today, offset - cycleDays),
        next_inspection_date: addDays(today, offset),
        last_conclusion: failed ? (['1000', '2000', '8000'].includes(tpl.type) ? 'nonConform' : 'fail') : ['1000', '2000', '8000'].includes(tpl.type) ? 'conform' : 'pass',
        inspection_org: '宁波市特种设备检验研究院',
        load_test_year: ['3000', '4000'].includes(tpl.type) ? String(2016 + (n % 9)) : '',
        params: JSON.stringify(checked.values),
        // Registered before the portal: as the unit declared it.
        reg_state: 'registered',
        reg_decision_id: null,
        inspection_decision_id: null,
        created_at: now,
        updated_at: now,
        version: 1,
      });
    }
  }
  return rows;
}

/** Categories whose first inspection is the installation's supervision inspection. */
const INSTALLED = ['1000', '3000', '4000', '6000', '9000'];
const PASSING: Record<string, string> = { nonConform: 'conform', fail: 'pass' };

/**
 * Past inspections of demo records: two to four, one cycle apart, ending with the record's last
 * inspection and conclusion; the oldest is the first inspection (or installation supervision).
 */
export function demoInspections(rows: Selectable<EquipmentTable>[], now: string): Insertable<EquipmentInspectionTable>[] {
  const out: Insertable<EquipmentInspectionTable>[] = [];
  rows.forEach((r, n) => {
    if (!r.last_inspection_date || !r.next_inspection_date) return;
    const cycle = Math.round((Date.parse(r.next_inspection_date) - Date.parse(r.last_inspection_date)) / 86_400_000);
    const count = 2 + (n % 3);
    for (let k = 0; k < count; k++) {
      const date = addDays(r.last_inspection_date, -cycle * k);
      const oldest = k === count - 1;
      out.push({
        id: newId(),
        equipment_id: r.id,
        kind: oldest ? (INSTALLED.includes(r.type_code) ? 'installSupervision' : 'first') : 'periodic',
        inspection_date: date,
        conclusion: k === 0 ? r.last_conclusion : (PASSING[r.last_conclusion] ?? r.last_conclusion),
        org: r.inspection_org,
        report_no: `NBTJ-${date.slice(0, 4)}-${r.type_code.slice(0, 1)}${r.device_code.slice(-5)}`,
        next_inspection_date: k === 0 ? r.next_inspection_date : addDays(date, cycle),
        created_at: now,
      });
    }
  });
  return out;
}
