import { CERT_SHORT_NAMES, codeKey, validateTechParams, type EquipmentTypeCode, type ParamValues } from '@portal/contract';
import type { Insertable } from 'kysely';
import type { EquipmentInspectionTable, EquipmentTable } from '../schema';
import { addDays, newId } from '../../ids';

export interface Template {
  type: EquipmentTypeCode;
  catalogue: string;
  name: string;
  model: string;
  maker: string;
  makerCode: string;
  params: ParamValues;
}

const T: Record<string, Template> = {
  passenger: {
    type: '3000',
    catalogue: '3110',
    name: '乘客电梯',
    model: 'GeN2-MR',
    maker: '宁波申菱电梯有限公司',
    makerCode: '33101',
    params: { ratedLoad: '1000', ratedSpeed: '1.75', floors: '18', stops: '18', doors: '18', usePlace: '住宅小区', machineRoom: '有机房', residential: '是' },
  },
  freight: {
    type: '3000',
    catalogue: '3120',
    name: '载货电梯',
    model: 'THJ2000',
    maker: '杭州西奥电梯有限公司',
    makerCode: '10338',
    params: { ratedLoad: '2000', ratedSpeed: '0.5', floors: '5', stops: '5', doors: '5', usePlace: '厂区' },
  },
  escalator: {
    type: '3000',
    catalogue: '3310',
    name: '自动扶梯',
    model: 'XO-508',
    maker: '杭州西奥电梯有限公司',
    makerCode: '10338',
    params: { nominalSpeed: '0.5', inclination: '30', nominalWidth: '1000', riseOrLength: '5.2', environment: '室内', workType: '普通型' },
  },
  steamBoiler: {
    type: '1000',
    catalogue: '1100',
    name: '燃气蒸汽锅炉',
    model: 'WNS4-1.25-Q',
    maker: '浙江特富发展股份有限公司',
    makerCode: '33021',
    params: {
      ratedCapacity: '4',
      ratedPressure: '1.25',
      ratedTemperature: '194',
      fuel: '气',
      safetyValves: [{ model: 'A48Y-16C', spec: 'DN50', count: '2', maker: '浙江阀门厂' }],
    },
  },
  hotWaterBoiler: {
    type: '1000',
    catalogue: '1200',
    name: '燃气热水锅炉',
    model: 'WNS2.8-1.0/95/70-Q',
    maker: '浙江特富发展股份有限公司',
    makerCode: '33021',
    params: {
      ratedCapacity: '2.8',
      ratedPressure: '1.0',
      ratedTemperature: '95',
      fuel: '气',
      outletTemperature: '95',
      returnTemperature: '70',
      safetyValves: [{ model: 'A48Y-16C', spec: 'DN40', count: '2', maker: '浙江阀门厂' }],
    },
  },
  airTank: {
    type: '2000',
    catalogue: '2150',
    name: '储气罐',
    model: 'C-2.0/1.0',
    maker: '浙江压力容器制造有限公司',
    makerCode: '33210',
    params: { vesselClass: 'Ⅱ类', volume: '2', innerDiameter: '1000', designPressureShell: '1.0', designTemperatureShell: '50', mediumShell: '压缩空气', installType: '立式' },
  },
  exchanger: {
    type: '2000',
    catalogue: '2170',
    name: '板式换热器',
    model: 'BR0.3-1.6',
    maker: '浙江压力容器制造有限公司',
    makerCode: '33210',
    params: { vesselClass: 'Ⅰ类', volume: '0.3', innerDiameter: '400', designPressureShell: '1.6', designTemperatureShell: '150', mediumShell: '热水' },
  },
  crane: {
    type: '4000',
    catalogue: '4170',
    name: '电动单梁起重机',
    model: 'LD5-16.5A3',
    maker: '河南卫华重型机械股份有限公司',
    makerCode: '10071',
    params: { ratedCapacity: '5', span: '16.5', liftHeight: '9', workClass: 'A3', moltenMetal: '否' },
  },
  parking: {
    type: '4000',
    catalogue: '4D00',
    name: '升降横移类机械式停车设备',
    model: 'PSH2D1-24',
    maker: '杭州西子智能停车股份有限公司',
    makerCode: '10512',
    params: { levels: '2', parkingSpaces: '24', parkingType: '升降横移类' },
  },
  forklift: {
    type: '5000',
    catalogue: '5110',
    name: '内燃平衡重式叉车',
    model: 'CPCD30',
    maker: '杭叉集团股份有限公司',
    makerCode: '10019',
    params: { engineNumber: 'C490BPG-', frameNumber: 'CPCD30-', plateNumber: '浙B厂-', fuel: '柴油', ratedCapacity: '3000', loadCenter: '500', powerType: '内燃' },
  },
  sightseeing: {
    type: '5000',
    catalogue: '5200',
    name: '电动观光车',
    model: 'LT-S14',
    maker: '绿通科技股份有限公司',
    makerCode: '10602',
    params: { engineNumber: 'M72-', frameNumber: 'LT14-', plateNumber: '浙B观-', fuel: '蓄电池', ratedPassengers: '14', maxSpeed: '28' },
  },
  wheel: {
    type: '6000',
    catalogue: '6100',
    name: '摩天轮',
    model: 'MTL-60',
    maker: '温州南方游乐设备工程有限公司',
    makerCode: '33302',
    params: { grade: 'A级', mobility: '固定式', designLife: '20', passengersPerUnit: '6', vehicles: '36', height: '60' },
  },
  valve: {
    type: '7000',
    catalogue: '7320',
    name: '闸阀',
    model: 'Z41H-16C',
    maker: '浙江阀门厂',
    makerCode: '33411',
    params: { standard: 'GB/T 12234', nominalDiameter: '100', nominalPressure: '1.6', material: '碳钢' },
  },
  pipeline: {
    type: '8000',
    catalogue: '8310',
    name: '压缩空气工艺管道',
    model: 'GC2',
    maker: '宁波工业设备安装有限公司',
    makerCode: '33090',
    params: {
      projectName: '空压站压缩空气管道',
      safetyDepartment: '设备部',
      units: [
        {
          name: '空压站至一号车间压缩空气管道',
          number: 'YS-01',
          grade: 'GC2',
          nominalDiameter: '100',
          wallThickness: '4.5',
          length: '186',
          designPressure: '1.0',
          designTemperature: '60',
          medium: '压缩空气',
          laying: '架空',
          material: '20#',
          startPoint: '空压站',
          endPoint: '一号车间',
        },
        {
          name: '空压站至二号车间压缩空气管道',
          number: 'YS-02',
          grade: 'GC2',
          nominalDiameter: '80',
          wallThickness: '4',
          length: '142.5',
          designPressure: '1.0',
          designTemperature: '60',
          medium: '压缩空气',
          laying: '管沟',
          material: '20#',
          startPoint: '空压站',
          endPoint: '二号车间',
        },
      ],
    },
  },
  ropeway: {
    type: '9000',
    catalogue: '9110',
    name: '往复式客运架空索道',
    model: 'WF-60',
    maker: '北京起重运输机械设计研究院有限公司',
    makerCode: '10004',
    params: { slopeLength: '1200', heightDifference: '380', capacity: '800', speed: '6', carriers: '2个客厢，每厢60人' },
  },
};

/** Which templates each demo unit holds, and how many: a property group and a machine works. */
const PLAN: Record<'e1' | 'e2', Array<[keyof typeof T, number]>> = {
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
export function demoEquipment(unit: 'e1' | 'e2', unitId: string, area: { code: string; street: string }, today: string, now: string): EquipmentTable[] {
  const rows: EquipmentTable[] = [];
  let n = 0;
  for (const [key, count] of PLAN[unit]) {
    const tpl = T[key];
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
export function demoInspections(rows: EquipmentTable[], now: string): Insertable<EquipmentInspectionTable>[] {
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

/** A filled-in example of a category, for the import template's sample row. */
export function exampleOf(typeCode: EquipmentTypeCode): Template {
  return Object.values(T).find((t) => t.type === typeCode)!;
}

/** The technical parameters of the demo's template for a variety, for equipment the demo adds later. */
export const demoParams = (catalogue: string): Record<string, unknown> => ({ ...(Object.values(T).find((t) => t.catalogue === catalogue)?.params ?? {}) });
