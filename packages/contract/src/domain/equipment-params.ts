import type { EquipmentTypeCode } from './codes';

/**
 * Technical parameters (产品数据表) of each equipment category, as data: the server validates a
 * record's parameters with `techParamsSchema` and the forms render their fields from the same list.
 * Source: domain/equipment-fields.md §3 (R = required, O = optional).
 */
export type ParamType = 'decimal' | 'integer' | 'text' | 'select' | 'yesno' | 'rows';

/** One column of a rows parameter: a cell is checked like a parameter of its type (text when unset). */
export interface RowColumn {
  key: string;
  label: string;
  required?: boolean;
  type?: 'text' | 'integer' | 'decimal' | 'select';
  unit?: string;
  options?: readonly string[];
  signed?: boolean;
  max?: number;
  /** For a select: the options each catalogue class or variety allows. */
  optionsByCatalogue?: OptionsByCatalogue;
}

/**
 * The options a catalogue class or variety allows, by code prefix: where the catalogue already says
 * what a select means (第二类压力容器 is a Ⅱ类 vessel, 工业管道 holds GC/GD pipes), the two must agree.
 */
export type OptionsByCatalogue = Readonly<Record<string, readonly string[]>>;

export interface ParamDef {
  key: string;
  label: string;
  type: ParamType;
  unit?: string;
  required?: boolean;
  /** Choices of a select. */
  options?: readonly string[];
  /** Longest text accepted. */
  max?: number;
  /** Columns of a rows parameter (a table of parts, valves, components). */
  columns?: readonly RowColumn[];
  /** At least this many rows. */
  minRows?: number;
  /** At most this many rows (50 when unset). */
  maxRows?: number;
  /** Only for catalogue codes starting with one of these (class or variety), e.g. ['33'] for escalators. */
  appliesTo?: readonly string[];
  /** A decimal that may be below zero (temperatures). */
  signed?: boolean;
  /** For a select: the options each catalogue class or variety allows (the longest matching prefix wins). */
  optionsByCatalogue?: OptionsByCatalogue;
}

const d = (key: string, label: string, unit: string, required = false, appliesTo?: readonly string[]): ParamDef => ({ key, label, type: 'decimal', unit, required, appliesTo });
/** Temperatures go below zero (refrigeration, cryogenic media). */
const temp = (key: string, label: string, required = false, appliesTo?: readonly string[]): ParamDef => ({
  key,
  label,
  type: 'decimal',
  unit: '℃',
  required,
  appliesTo,
  signed: true,
});
const i = (key: string, label: string, unit: string, required = false, appliesTo?: readonly string[]): ParamDef => ({ key, label, type: 'integer', unit, required, appliesTo });
const t = (key: string, label: string, required = false, appliesTo?: readonly string[], max = 100): ParamDef => ({ key, label, type: 'text', required, appliesTo, max });
const s = (key: string, label: string, options: readonly string[], required = false, appliesTo?: readonly string[]): ParamDef => ({
  key,
  label,
  type: 'select',
  options,
  required,
  appliesTo,
});
const yn = (key: string, label: string, required = false, appliesTo?: readonly string[]): ParamDef => ({ key, label, type: 'yesno', required, appliesTo });
const rows = (key: string, label: string, columns: readonly RowColumn[], minRows = 0, appliesTo?: readonly string[], maxRows?: number): ParamDef => ({
  key,
  label,
  type: 'rows',
  columns,
  minRows,
  appliesTo,
  maxRows,
});

const PART_ROW: readonly RowColumn[] = [
  { key: 'name', label: '名称', required: true },
  { key: 'model', label: '型号规格' },
  { key: 'serial', label: '产品编号' },
  { key: 'maker', label: '制造单位' },
];
const VALVE_ROW: readonly RowColumn[] = [
  { key: 'model', label: '型号', required: true },
  { key: 'spec', label: '规格' },
  { key: 'count', label: '数量', type: 'integer', required: true },
  { key: 'maker', label: '制造单位' },
];

const LIFTS = ['31', '32', '34'];
const ESCALATORS = ['33'];

/** A pressure pipeline is registered as a project with a table of pipeline units (登记单元). */
export const PIPELINE_UNIT_COLUMNS: readonly RowColumn[] = [
  { key: 'name', label: '管道名称', required: true },
  { key: 'number', label: '管道编号', required: true, max: 50 },
  {
    key: 'grade',
    label: '管道级别',
    type: 'select',
    options: ['GA1', 'GA2', 'GB1', 'GB2', 'GC1', 'GC2', 'GC3', 'GD1', 'GD2'],
    required: true,
    // 长输管道 GA, 公用管道 GB, 工业管道 GC and its power piping GD (domain/catalogue.md).
    optionsByCatalogue: { '81': ['GA1', 'GA2'], '82': ['GB1', 'GB2'], '83': ['GC1', 'GC2', 'GC3', 'GD1', 'GD2'] },
  },
  { key: 'nominalDiameter', label: '公称直径', type: 'decimal', unit: 'mm', required: true },
  { key: 'wallThickness', label: '公称壁厚', type: 'decimal', unit: 'mm', required: true },
  { key: 'length', label: '长度', type: 'decimal', unit: 'm', required: true },
  { key: 'designPressure', label: '压力', type: 'decimal', unit: 'MPa', required: true },
  { key: 'designTemperature', label: '温度', type: 'decimal', unit: '℃', signed: true, required: true },
  { key: 'medium', label: '介质', required: true },
  { key: 'laying', label: '敷设方式', type: 'select', options: ['架空', '埋地', '管沟'] },
  { key: 'material', label: '材质' },
  { key: 'startPoint', label: '起点' },
  { key: 'endPoint', label: '终点' },
];
/** Units one pipeline registration may hold. */
export const PIPELINE_UNITS_MAX = 500;

export const TECH_PARAMS: Record<EquipmentTypeCode, readonly ParamDef[]> = {
  '1000': [
    d('ratedCapacity', '额定蒸发量（热功率）', 't/h或MW', true),
    d('ratedPressure', '额定工作压力', 'MPa', true),
    temp('ratedTemperature', '额定工作温度', true),
    s('fuel', '燃料（热源）种类', ['油', '气', '煤', '煤、气', '水煤浆', '生物质', '木材', '电', '余热', '煤粉', '其他'], true),
    s('combustion', '燃烧方式', ['层燃', '室燃', '流化床', '其他']),
    d('designEfficiency', '设计热效率', '%'),
    temp('feedwaterTemperature', '给水温度'),
    d('waterVolume', '锅炉本体水（油）容积', 'L'),
    temp('outletTemperature', '额定出水（油）温度', false, ['12', '13']),
    temp('returnTemperature', '额定回水（油）温度', false, ['12', '13']),
    t('boilerModel', '锅炉型号'),
    s('waterTreatment', '水处理形式', ['锅外化学处理', '锅内加药处理', '其他']),
    rows('safetyValves', '安全阀', VALVE_ROW, 1),
  ],
  '2000': [
    // A stationary vessel's variety is its class (TSG 21-2016): the two are chosen apart and must agree.
    { ...s('vesselClass', '压力容器类别', ['Ⅰ类', 'Ⅱ类', 'Ⅲ类', '超高压'], true), optionsByCatalogue: { '2110': ['超高压'], '2130': ['Ⅲ类'], '2150': ['Ⅱ类'], '2170': ['Ⅰ类'] } },
    d('volume', '容器容积', 'm³', true),
    d('innerDiameter', '容器内径', 'mm', true),
    d('designPressureShell', '设计压力（壳程）', 'MPa', true),
    temp('designTemperatureShell', '设计温度（壳程）', true),
    t('mediumShell', '介质（壳程）', true),
    d('designPressureTube', '设计压力（管程）', 'MPa'),
    temp('designTemperatureTube', '设计温度（管程）'),
    t('mediumTube', '介质（管程）'),
    d('maxWorkingPressure', '最高允许工作压力', 'MPa'),
    t('shellMaterial', '筒体（球壳）材料'),
    d('shellThickness', '筒体（球壳）厚度', 'mm'),
    s('installType', '安装型式', ['立式', '卧式', '球形', '其他']),
    i('treatedPersons', '治疗人数', '人', false, ['24']),
    d('maxFillingMass', '最大充装量', 'kg', false, ['22']),
    rows('safetyAccessories', '安全附件', [{ key: 'name', label: '名称', required: true }, ...VALVE_ROW], 0),
  ],
  '3000': [
    d('ratedLoad', '额定载重量', 'kg', true, LIFTS),
    d('ratedSpeed', '额定速度', 'm/s', true, LIFTS),
    i('floors', '层数', '层', true, LIFTS),
    i('stops', '站数', '站', true, LIFTS),
    i('doors', '门数', '个', true, LIFTS),
    s('usePlace', '电梯使用场所', ['住宅小区', '写字楼', '宾馆', '学校', '医院', '商场超市', '餐饮场所', '娱乐场所', '旅游景点', '厂区', '其他'], true, LIFTS),
    d('liftHeight', '提升高度', 'm', false, LIFTS),
    s('controlMode', '控制方式', ['集选控制', '并联控制', '群控', '信号控制', '按钮控制', '其他'], false, LIFTS),
    s('machineRoom', '机房', ['有机房', '无机房'], false, LIFTS),
    yn('residential', '是否住宅电梯', false, LIFTS),
    yn('retrofitted', '是否加装电梯', false, LIFTS),
    d('hydraulicPressure', '满载工作压力', 'MPa', false, ['32']),
    t('explosionProofGrade', '防爆等级', false, ['3410']),
    d('nominalSpeed', '名义速度', 'm/s', true, ESCALATORS),
    d('inclination', '倾斜角', '°', true, ESCALATORS),
    d('nominalWidth', '名义宽度', 'mm', true, ESCALATORS),
    d('riseOrLength', '提升高度或使用区段长度', 'm', true, ESCALATORS),
    s('environment', '工作环境', ['室内', '室外'], false, ESCALATORS),
    s('workType', '工作类型', ['公共交通型', '普通型'], false, ESCALATORS),
    rows('safetyComponents', '安全保护部件', PART_ROW, 0),
  ],
  '4000': [
    d('ratedCapacity', '额定起重量', 't', true, ['41', '42', '44', '49']),
    d('ratedMoment', '额定起重力矩', 't·m', true, ['43', '47']),
    d('ratedLoadKg', '额定载重量', 'kg', true, ['48']),
    d('span', '跨度', 'm', true, ['41', '42']),
    d('liftHeight', '起升高度', 'm', true, ['41', '42', '43', '44', '47', '48']),
    s('workClass', '工作级别', ['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7', 'A8'], true, ['41', '42', '43']),
    yn('moltenMetal', '是否吊运熔融金属', true, ['41', '42']),
    d('ratedSpeed', '额定速度', 'm/s', true, ['48']),
    d('reach', '幅度', 'm', true, ['49']),
    d('mainHookCapacity', '主钩最大额定起重量', 't', true, ['4A']),
    i('levels', '层数', '层', true, ['4D']),
    i('parkingSpaces', '存容量（车位）', '个', true, ['4D']),
    s('parkingType', '停车设备类别', ['升降横移类', '垂直循环类', '多层循环类', '平面移动类', '巷道堆垛类', '水平循环类', '垂直升降类', '简易升降类'], true, ['4D']),
    t('licensePlate', '牌照号码', false, ['44']),
    t('typeTestCertificate', '型式试验证书编号'),
    rows('safetyDevices', '安全保护装置', PART_ROW, 0),
  ],
  '5000': [
    t('engineNumber', '发动机（电机）编号', true),
    t('frameNumber', '车架编号', true),
    t('plateNumber', '厂车牌照编号'),
    s('fuel', '燃料种类', ['柴油', '汽油', '天然气', '液化石油气', '蓄电池', '混合动力'], true),
    d('ratedCapacity', '额定起重量', 'kg', true, ['51']),
    d('loadCenter', '载荷中心距', 'mm', false, ['51']),
    s('powerType', '动力方式', ['内燃', '电动'], true, ['51']),
    d('maxLiftHeight', '最大起升高度', 'mm', false, ['51']),
    i('ratedPassengers', '额定载客人数', '人', true, ['52']),
    d('maxSpeed', '最大运行速度', 'km/h', true, ['52']),
    rows('safetyParts', '主要零部件、安全保护和防护装置', PART_ROW, 0),
  ],
  '6000': [
    s('grade', '设备级别', ['A级', 'B级', 'C级', '其它'], true),
    s('mobility', '使用方式', ['固定式', '移动式'], true),
    i('designLife', '设计使用年限', '年', true),
    i('passengersPerUnit', '每车/列/舱承载人数', '人', true),
    i('vehicles', '车辆/列车/座舱数', '个'),
    d('speed', '运行速度', 'm/s'),
    d('height', '运行高度', 'm'),
    d('rotationDiameter', '回转直径', 'm'),
    d('maxAcceleration', '设计最大加速度', 'g'),
    t('motionDescription', '结构和运动形式描述', false, undefined, 500),
    rows('restraints', '乘客束缚装置', PART_ROW, 0),
  ],
  // Pressure piping elements are supervised at manufacture; a record keeps only what identifies the element.
  '7000': [t('standard', '产品标准'), d('nominalDiameter', '公称直径', 'mm'), d('nominalPressure', '公称压力', 'MPa'), t('material', '材质')],
  '8000': [
    t('projectName', '工程（装置）名称', true),
    t('safetyDepartment', '安全管理部门'),
    t('workshop', '所属车间'),
    rows('units', '管道单元', PIPELINE_UNIT_COLUMNS, 1, undefined, PIPELINE_UNITS_MAX),
  ],
  '9000': [
    d('slopeLength', '斜长', 'm', true),
    d('heightDifference', '高差', 'm', true),
    d('capacity', '运量', '人/小时', true),
    d('speed', '速度', 'm/s', true),
    t('carriers', '运载工具数量和类型', true),
    i('towers', '支架数目', '个'),
    t('mainMotor', '主电机型号和功率'),
    rows('mainParts', '主要部件', PART_ROW, 0),
  ],
};

/** The options of a select for a catalogue code: those its class or variety allows, or all of them. */
export function optionsFor(p: Pick<ParamDef, 'options' | 'optionsByCatalogue'>, catalogueCode: string): readonly string[] {
  const prefix = Object.keys(p.optionsByCatalogue ?? {})
    .filter((k) => catalogueCode.startsWith(k))
    .sort((a, b) => b.length - a.length)[0];
  return prefix ? p.optionsByCatalogue![prefix] : (p.options ?? []);
}

/** The parameters that apply to one catalogue code (variety, or class where it has none). */
export function paramsFor(typeCode: EquipmentTypeCode, catalogueCode: string): ParamDef[] {
  return TECH_PARAMS[typeCode].filter((p) => !p.appliesTo || p.appliesTo.some((prefix) => catalogueCode.startsWith(prefix)));
}
