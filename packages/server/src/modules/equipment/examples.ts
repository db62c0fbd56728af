import type { EquipmentTypeCode, ParamValues } from '@portal/contract';

/** A believable device of one variety: its product, maker and technical parameters. */
export interface DeviceExample {
  type: EquipmentTypeCode;
  catalogue: string;
  name: string;
  model: string;
  maker: string;
  makerCode: string;
  params: ParamValues;
}

/** One example device per variety the portal shows: the import template's sample rows and the demo's registry. */
export const EXAMPLES = {
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
} satisfies Record<string, DeviceExample>;

/** A filled-in example of a category, for the import template's sample row. */
export function exampleOf(typeCode: EquipmentTypeCode): DeviceExample {
  return Object.values(EXAMPLES).find((t) => t.type === typeCode)!;
}

/** The technical parameters of a variety's example, for devices the demo adds later. */
export const exampleParams = (catalogue: string): Record<string, unknown> => ({ ...(Object.values(EXAMPLES).find((t) => t.catalogue === catalogue)?.params ?? {}) });
