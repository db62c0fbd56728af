import { areaList } from '@vant/area-data';
import type { DictType } from '@portal/contract';
import { INSPECTION_DOCUMENT_TYPES } from '@portal/contract/domain/inspection-documents';

/** A seeded item: value, label, parent value ('' at the top), and whether it is offered for new records. */
export interface SeedItem {
  value: string;
  label: string;
  parent: string;
  enabled: boolean;
  remark?: string;
}

const flat = (pairs: Array<[string, string]>, remark: Record<string, string> = {}): SeedItem[] =>
  pairs.map(([value, label]) => ({ value, label, parent: '', enabled: true, remark: remark[value] }));

/**
 * The 2014 catalogue (domain/catalogue.md): 种类 X000, 类别 XY00, 品种 XYZ0, parents by position
 * unless given. Codes removed in 2014 stay readable on old records but are never offered.
 */
const CATALOGUE: Array<[code: string, name: string, parent?: string]> = [
  ['1000', '锅炉'],
  ['1100', '承压蒸汽锅炉'],
  ['1200', '承压热水锅炉'],
  ['1300', '有机热载体锅炉'],
  ['1310', '有机热载体气相炉'],
  ['1320', '有机热载体液相炉'],
  ['2000', '压力容器'],
  ['2100', '固定式压力容器'],
  ['2110', '超高压容器'],
  ['2130', '第三类压力容器'],
  ['2150', '第二类压力容器'],
  ['2170', '第一类压力容器'],
  ['2200', '移动式压力容器'],
  ['2210', '铁路罐车'],
  ['2220', '汽车罐车'],
  ['2230', '长管拖车'],
  ['2240', '罐式集装箱'],
  ['2250', '管束式集装箱'],
  ['2300', '气瓶'],
  ['2310', '无缝气瓶'],
  ['2320', '焊接气瓶'],
  ['23T0', '特种气瓶（内装填料气瓶、纤维缠绕气瓶、低温绝热气瓶）'],
  ['2400', '氧舱'],
  ['2410', '医用氧舱'],
  ['2420', '高气压舱'],
  ['3000', '电梯'],
  ['3100', '曳引与强制驱动电梯'],
  ['3110', '曳引驱动乘客电梯'],
  ['3120', '曳引驱动载货电梯'],
  ['3130', '强制驱动载货电梯'],
  ['3200', '液压驱动电梯'],
  ['3210', '液压乘客电梯'],
  ['3220', '液压载货电梯'],
  ['3300', '自动扶梯与自动人行道'],
  ['3310', '自动扶梯'],
  ['3320', '自动人行道'],
  ['3400', '其它类型电梯'],
  ['3410', '防爆电梯'],
  ['3420', '消防员电梯'],
  ['3430', '杂物电梯'],
  ['4000', '起重机械'],
  ['4100', '桥式起重机'],
  ['4110', '通用桥式起重机'],
  ['4130', '防爆桥式起重机'],
  ['4140', '绝缘桥式起重机'],
  ['4150', '冶金桥式起重机'],
  ['4170', '电动单梁起重机'],
  ['4190', '电动葫芦桥式起重机'],
  ['4200', '门式起重机'],
  ['4210', '通用门式起重机'],
  ['4220', '防爆门式起重机'],
  ['4230', '轨道式集装箱门式起重机'],
  ['4240', '轮胎式集装箱门式起重机'],
  ['4250', '岸边集装箱起重机'],
  ['4260', '造船门式起重机'],
  ['4270', '电动葫芦门式起重机'],
  ['4280', '装卸桥'],
  ['4290', '架桥机'],
  ['4300', '塔式起重机'],
  ['4310', '普通塔式起重机'],
  ['4320', '电站塔式起重机'],
  ['4400', '流动式起重机'],
  ['4410', '轮胎起重机'],
  ['4420', '履带起重机'],
  ['4440', '集装箱正面吊运起重机'],
  ['4450', '铁路起重机'],
  ['4700', '门座式起重机'],
  ['4710', '门座起重机'],
  ['4760', '固定式起重机'],
  ['4800', '升降机'],
  ['4860', '施工升降机'],
  ['4870', '简易升降机'],
  ['4900', '缆索式起重机'],
  ['4A00', '桅杆式起重机'],
  ['4D00', '机械式停车设备'],
  ['5000', '场（厂）内专用机动车辆'],
  ['5100', '机动工业车辆'],
  ['5110', '叉车'],
  ['5200', '非公路用旅游观光车辆'],
  ['6000', '大型游乐设施'],
  ['6100', '观览车类'],
  ['6200', '滑行车类'],
  ['6300', '架空游览车类'],
  ['6400', '陀螺类'],
  ['6500', '飞行塔类'],
  ['6600', '转马类'],
  ['6700', '自控飞机类'],
  ['6800', '赛车类'],
  ['6900', '小火车类'],
  ['6A00', '碰碰车类'],
  ['6B00', '滑道类'],
  ['6D00', '水上游乐设施'],
  ['6D10', '峡谷漂流系列'],
  ['6D20', '水滑梯系列'],
  ['6D40', '碰碰船系列'],
  ['6E00', '无动力游乐设施'],
  ['6E10', '蹦极系列'],
  ['6E40', '滑索系列'],
  ['6E50', '空中飞人系列'],
  ['6E60', '系留式观光气球系列'],
  ['7000', '压力管道元件'],
  ['7100', '压力管道管子'],
  ['7110', '无缝钢管'],
  ['7120', '焊接钢管'],
  ['7130', '有色金属管'],
  ['7140', '球墨铸铁管'],
  ['7150', '复合管'],
  ['71F0', '非金属材料管'],
  ['7200', '压力管道管件'],
  ['7210', '非焊接管件（无缝管件）'],
  ['7220', '焊接管件（有缝管件）'],
  ['7230', '锻制管件'],
  ['7270', '复合管件'],
  ['72F0', '非金属管件'],
  ['7300', '压力管道阀门'],
  ['7320', '金属阀门'],
  ['73F0', '非金属阀门'],
  ['73T0', '特种阀门'],
  ['7400', '压力管道法兰'],
  ['7410', '钢制锻造法兰'],
  ['7420', '非金属法兰'],
  ['7500', '补偿器'],
  ['7510', '金属波纹膨胀节'],
  ['7530', '旋转补偿器'],
  ['75F0', '非金属膨胀节'],
  ['7700', '压力管道密封元件'],
  ['7710', '金属密封元件'],
  ['77F0', '非金属密封元件'],
  ['7T00', '压力管道特种元件'],
  ['7T10', '防腐管道元件'],
  ['7TZ0', '元件组合装置'],
  ['8000', '压力管道'],
  ['8100', '长输管道'],
  ['8110', '输油管道'],
  ['8120', '输气管道'],
  ['8200', '公用管道'],
  ['8210', '燃气管道'],
  ['8220', '热力管道'],
  ['8300', '工业管道'],
  ['8310', '工艺管道'],
  ['8320', '动力管道'],
  ['8330', '制冷管道'],
  ['9000', '客运索道'],
  ['9100', '客运架空索道'],
  ['9110', '往复式客运架空索道'],
  ['9120', '循环式客运架空索道'],
  ['9200', '客运缆车'],
  ['9210', '往复式客运缆车'],
  ['9220', '循环式客运缆车'],
  ['9300', '客运拖牵索道'],
  ['9310', '低位客运拖牵索道'],
  ['9320', '高位客运拖牵索道'],
  ['F000', '安全附件'],
  ['7310', '安全阀', 'F000'],
  ['F220', '爆破片装置', 'F000'],
  ['F230', '紧急切断阀', 'F000'],
  ['F260', '气瓶阀门', 'F000'],
];
const CATALOGUE_RETIRED = ['4B00', '4C00', '5B00', '5C00', '6D30', '6D60', '4430', '4480', '4490', '4880', '4890', '5220', '5230'];

function catalogueParent(code: string): string {
  if (code.endsWith('000')) return '';
  if (code.endsWith('00')) return `${code[0]}000`;
  return `${code.slice(0, 2)}00`;
}

function catalogue(): SeedItem[] {
  const items = CATALOGUE.map(([value, label, parent]) => ({ value, label, parent: parent ?? catalogueParent(value), enabled: true }));
  const retired = CATALOGUE_RETIRED.map((value) => ({
    value,
    label: `${value}（2014年目录已取消）`,
    parent: catalogueParent(value),
    enabled: false,
    remark: '旧目录代码，仅用于历史数据',
  }));
  return [...items, ...retired];
}

/** Zhejiang with its 11 cities and every district and county (GB/T 2260, from @vant/area-data). */
function zhejiangAreas(): SeedItem[] {
  const items: SeedItem[] = [{ value: '330000', label: areaList.province_list['330000'], parent: '', enabled: true }];
  for (const [code, name] of Object.entries(areaList.city_list)) if (code.startsWith('33')) items.push({ value: code, label: name, parent: '330000', enabled: true });
  for (const [code, name] of Object.entries(areaList.county_list))
    if (code.startsWith('33')) items.push({ value: code, label: name, parent: `${code.slice(0, 4)}00`, enabled: true });
  return items;
}

const QUALIFICATIONS_2019: Array<[string, string, string]> = [
  ['A', '特种设备安全管理', 'A'],
  ['G1', '工业锅炉司炉', 'G'],
  ['G2', '电站锅炉司炉', 'G'],
  ['G3', '锅炉水处理', 'G'],
  ['R1', '快开门式压力容器操作', 'R'],
  ['R2', '移动式压力容器充装', 'R'],
  ['R3', '氧舱维护保养', 'R'],
  ['P', '气瓶充装', 'P'],
  ['T', '电梯修理', 'T'],
  ['Q1', '起重机指挥', 'Q'],
  ['Q2', '起重机司机', 'Q'],
  ['S1', '客运索道修理', 'S'],
  ['S2', '客运索道司机', 'S'],
  ['Y1', '大型游乐设施修理', 'Y'],
  ['Y2', '大型游乐设施操作', 'Y'],
  ['N1', '叉车司机', 'N'],
  ['N2', '观光车和观光列车司机', 'N'],
  ['F', '安全阀校验', 'F'],
  ['W1', '金属焊接操作', 'W'],
  ['W2', '非金属焊接操作', 'W'],
];
const WORK_KINDS_2019: Array<[string, string]> = [
  ['A', '特种设备安全管理'],
  ['G', '锅炉作业'],
  ['R', '压力容器作业'],
  ['P', '气瓶作业'],
  ['T', '电梯作业'],
  ['Q', '起重机作业'],
  ['S', '客运索道作业'],
  ['Y', '大型游乐设施作业'],
  ['N', '场（厂）内专用机动车辆作业'],
  ['F', '安全附件维修作业'],
  ['W', '特种设备焊接作业'],
];

const QUALIFICATIONS_2011: Array<[string, Array<[string, string]>]> = [
  [
    '管理',
    [
      ['A1', '特种设备安全管理负责人'],
      ['A2', '特种设备质量管理负责人'],
      ['A3', '锅炉压力容器压力管道安全管理'],
      ['A4', '电梯安全管理'],
      ['A5', '起重机械安全管理'],
      ['A6', '客运索道安全管理'],
      ['A7', '大型游乐设施安全管理'],
      ['A8', '场（厂）内专用机动车辆安全管理'],
    ],
  ],
  [
    '锅炉',
    [
      ['G1', '一级锅炉司炉'],
      ['G2', '二级锅炉司炉'],
      ['G3', '三级锅炉司炉'],
      ['G4', '一级锅炉水质处理'],
      ['G5', '二级锅炉水质处理'],
      ['G6', '锅炉能效作业'],
    ],
  ],
  [
    '压力容器',
    [
      ['R1', '固定式压力容器操作'],
      ['R2', '移动式压力容器充装'],
      ['R3', '氧舱维护保养'],
    ],
  ],
  [
    '气瓶',
    [
      ['P1', '永久气体气瓶充装'],
      ['P2', '液化气体气瓶充装'],
      ['P3', '溶解乙炔气瓶充装'],
      ['P4', '液化石油气瓶充装'],
      ['P5', '车用气瓶充装'],
    ],
  ],
  [
    '压力管道',
    [
      ['D1', '压力管道巡检维护'],
      ['D2', '带压封堵'],
      ['D3', '带压密封'],
    ],
  ],
  [
    '电梯',
    [
      ['T1', '电梯机械安装维修'],
      ['T2', '电梯电气安装维修'],
      ['T3', '电梯司机'],
    ],
  ],
  [
    '起重机械',
    [
      ['Q1', '起重机械机械安装维修'],
      ['Q2', '起重机械电气安装维修'],
      ['Q3', '起重机械指挥'],
      ['Q4', '桥门式起重机司机'],
      ['Q5', '塔式起重机司机'],
      ['Q6', '门座式起重机司机'],
      ['Q7', '缆索式起重机司机'],
      ['Q8', '流动式起重机司机'],
      ['Q9', '升降机司机'],
      ['Q10', '机械式停车设备司机'],
    ],
  ],
  [
    '客运索道',
    [
      ['S1', '客运索道安装'],
      ['S2', '客运索道维修'],
      ['S3', '客运索道司机'],
      ['S4', '客运索道编索'],
    ],
  ],
  [
    '大型游乐设施',
    [
      ['Y1', '大型游乐设施安装'],
      ['Y2', '大型游乐设施维修'],
      ['Y3', '大型游乐设施操作'],
      ['Y4', '水上游乐设施操作与维修'],
    ],
  ],
  [
    '场（厂）内专用机动车辆',
    [
      ['N1', '车辆维修'],
      ['N2', '叉车司机'],
      ['N3', '搬运车牵引车推顶车司机'],
      ['N4', '内燃观光车司机'],
      ['N5', '蓄电池观光车司机'],
    ],
  ],
  [
    '安全阀',
    [
      ['F1', '安全阀校验'],
      ['F2', '安全阀维修'],
    ],
  ],
];

function qualifications2011(): SeedItem[] {
  return QUALIFICATIONS_2011.flatMap(([group, items], i) => {
    const groupValue = `G${String(i + 1).padStart(2, '0')}`;
    return [
      { value: groupValue, label: group, parent: '', enabled: false },
      ...items.map(([value, label]) => ({ value, label, parent: groupValue, enabled: false, remark: '2011年目录，仅用于旧证' })),
    ];
  });
}

/** Every dictionary the product starts with (domain/ notes); administrators maintain them afterwards. */
export function seedDictionaries(): Record<DictType, SeedItem[]> {
  return {
    area: zhejiangAreas(),
    equipment_catalogue: catalogue(),
    unit_type: flat([
      ['use', '使用单位'],
      ['maintain', '维保单位'],
      ['install', '安装改造修理单位'],
      ['manufacture', '制造单位'],
      ['design', '设计单位'],
      ['fill', '充装单位'],
      ['inspection', '检验检测机构'],
      // An elevator testing body (TSG T7008): records self-tests; inspection applications are never addressed to it.
      ['testing', '电梯检测机构'],
      ['regulator', '市场监督管理部门'],
    ]),
    equipment_use_status: flat(
      [
        ['inUse', '在用'],
        ['stopped', '停用'],
        ['scrapped', '报废'],
        ['dismantled', '拆除'],
        ['cancelled', '注销'],
        ['relocated', '移装'],
        ['notYetInUse', '未投入使用'],
      ],
      {
        inUse: '旧系统代码 001',
        stopped: '旧系统代码 002',
        scrapped: '旧系统代码 003',
        dismantled: '旧系统代码 004',
        cancelled: '旧系统代码 005',
        relocated: '旧系统代码 006',
        notYetInUse: '新装尚未投入使用；没有下次检验日期时为待首检，不计入超期未检',
      },
    ),
    equipment_register_status: flat([
      ['unregistered', '未登记'],
      ['notified', '已告知'],
      ['registered', '已登记'],
      ['stopped', '停用'],
      ['underRework', '改造/维修监检中'],
      ['cancelled', '注销'],
      ['scrapped', '报废'],
    ]),
    register_type: flat([
      ['first', '新设备首次启用'],
      ['restart', '停用后启用'],
      ['modify', '改造'],
      ['rename', '使用单位更名'],
      ['readdress', '使用地址变更'],
      ['transfer', '过户'],
      ['relocate', '移装'],
      ['designLife', '达到设计使用年限'],
    ]),
    inspection_kind: flat([
      ['installSupervision', '安装监督检验'],
      ['modifySupervision', '改造监督检验'],
      ['repairSupervision', '重大修理监督检验'],
      ['manufactureSupervision', '制造监督检验'],
      ['first', '首次检验'],
      ['periodic', '定期检验'],
      ['designLife', '达到设计使用年限检验'],
      ['safetyAssessment', '安全评估'],
      ['riskBased', '基于风险检验'],
      ['accident', '事故检验'],
      ['siteConfirm', '现场安全确认'],
      // TSG T7001-2023: an elevator's self-test in a year without periodic inspection, declared by its use unit.
      ['selfTest', '自行检测'],
    ]),
    inspection_conclusion: flat([
      ['conform', '符合要求'],
      ['basicConform', '基本符合要求'],
      ['nonConform', '不符合要求'],
      ['pass', '合格'],
      ['fail', '不合格'],
      ['repass', '复检合格'],
      ['refail', '复检不合格'],
    ]),
    // Defaults until the customer confirms what the four spec codes name (inspection-reports.md §2).
    inspection_document: flat(Object.entries(INSPECTION_DOCUMENT_TYPES).map(([code, t]): [string, string] => [code, t.label])),
    qualification_item: [
      ...WORK_KINDS_2019.map(([value, label]) => ({ value: `K${value}`, label, parent: '', enabled: true })),
      ...QUALIFICATIONS_2019.map(([value, label, kind]) => ({ value, label, parent: `K${kind}`, enabled: true })),
    ],
    qualification_item_2011: qualifications2011(),
    id_type: flat([
      ['idCard', '居民身份证'],
      ['passport', '护照'],
      ['hkMacao', '港澳居民来往内地通行证'],
      ['taiwan', '台湾居民来往大陆通行证'],
      ['foreignPR', '外国人永久居留身份证'],
    ]),
    import_type: flat([
      ['domestic', '国产'],
      ['partImported', '部件进口'],
      ['wholeImported', '整机进口'],
    ]),
    vessel_class: flat([
      ['I', 'Ⅰ类'],
      ['II', 'Ⅱ类'],
      ['III', 'Ⅲ类'],
    ]),
    pipeline_grade: flat([
      ['GA1', 'GA1'],
      ['GA2', 'GA2'],
      ['GB1', 'GB1'],
      ['GB2', 'GB2'],
      ['GC1', 'GC1'],
      ['GC2', 'GC2'],
      ['GC3', 'GC3'],
      ['GD1', 'GD1'],
      ['GD2', 'GD2'],
    ]),
    amusement_grade: flat([
      ['A', 'A级'],
      ['B', 'B级'],
      ['C', 'C级'],
      ['other', '其它'],
    ]),
    safety_grade: flat([
      ['1', '1级'],
      ['2', '2级'],
      ['3', '3级'],
      ['4', '4级'],
      ['5', '5级'],
    ]),
    sex: flat([
      ['1', '男'],
      ['2', '女'],
    ]),
  };
}
