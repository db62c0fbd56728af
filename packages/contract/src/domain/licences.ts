/** The kinds of construction work that need a notification before they start (workflows.md §3). */
export const WORK_TYPES = { install: '安装', modify: '改造', repair: '重大修理' } as const;
export type WorkType = keyof typeof WORK_TYPES;
export const WORK_TYPE_KEYS = Object.keys(WORK_TYPES) as [WorkType, ...WorkType[]];

interface LevelRule {
  /** What the level allows, as the licence reads. */
  scope: string;
  /** A limit on one parameter of the equipment worked on, checked against what the notice declares. */
  limit?: { label: string; unit: string; max: number };
}

interface LicenceItemRule {
  label: string;
  /** The equipment category (first digit of the type code) the item covers. */
  category: string;
  works: readonly WorkType[];
  levels: Readonly<Record<string, LevelRule>>;
}

/**
 * The installation, modification and repair items of a construction unit's licence (TSG 07-2019,
 * licence numbers TS3…), with their levels: what a notice for a category and work type must be
 * covered by. A level that limits a parameter (a B-level boiler installer: rated pressure up to
 * 2.5 MPa) makes the notice state that parameter.
 */
export const LICENCE_ITEMS = {
  boiler: {
    label: '锅炉安装（含修理）',
    category: '1',
    works: ['install', 'modify', 'repair'],
    levels: { A: { scope: '不限' }, B: { scope: '额定出口压力不大于2.5MPa的锅炉', limit: { label: '额定出口压力', unit: 'MPa', max: 2.5 } } },
  },
  vessel: {
    label: '压力容器改造和重大修理',
    category: '2',
    works: ['modify', 'repair'],
    levels: { A: { scope: '不限' }, D: { scope: '设计压力小于10MPa的固定式压力容器', limit: { label: '设计压力', unit: 'MPa', max: 10 } } },
  },
  elevator: {
    label: '电梯安装（含修理）',
    category: '3',
    works: ['install', 'modify', 'repair'],
    levels: {
      A1: { scope: '不限' },
      A2: { scope: '额定速度不大于6.0m/s的电梯', limit: { label: '额定速度', unit: 'm/s', max: 6 } },
      B: { scope: '额定速度不大于2.5m/s的电梯', limit: { label: '额定速度', unit: 'm/s', max: 2.5 } },
    },
  },
  crane: {
    label: '起重机械安装（含修理）',
    category: '4',
    works: ['install', 'modify', 'repair'],
    levels: { A: { scope: '不限' }, B: { scope: '额定起重量不大于200t的起重机械', limit: { label: '额定起重量', unit: 't', max: 200 } } },
  },
  amusement: {
    label: '大型游乐设施安装（含修理）',
    category: '6',
    works: ['install', 'modify', 'repair'],
    levels: { A: { scope: '不限' }, B: { scope: 'B级大型游乐设施' } },
  },
  piping: {
    label: '压力管道安装',
    category: '8',
    works: ['install', 'modify', 'repair'],
    levels: {
      GA1: { scope: '长输管道（甲类）' },
      GA2: { scope: '长输管道（乙类）' },
      GB1: { scope: '公用管道（燃气管道）' },
      GB2: { scope: '公用管道（热力管道）' },
      GC1: { scope: '工业管道（GC1级）' },
      GC2: { scope: '工业管道（GC2级、GC3级）' },
      GD1: { scope: '动力管道' },
    },
  },
  ropeway: {
    label: '客运索道安装（含修理）',
    category: '9',
    works: ['install', 'modify', 'repair'],
    levels: { A: { scope: '客运架空索道' }, B: { scope: '客运缆车、客运拖牵索道' } },
  },
} as const satisfies Record<string, LicenceItemRule>;
export type LicenceItem = keyof typeof LICENCE_ITEMS;
export const LICENCE_ITEM_KEYS = Object.keys(LICENCE_ITEMS) as [LicenceItem, ...LicenceItem[]];

/** The rule of one level of an item, or undefined when the item has no such level. */
export const levelOf = (item: LicenceItem, level: string): LevelRule | undefined => (LICENCE_ITEMS[item].levels as Record<string, LevelRule>)[level];

/** How an item and level read on a notice and a licence: 电梯安装（含修理）A2级. */
export const licenceItemText = (item: LicenceItem, level: string) => `${LICENCE_ITEMS[item].label}${level}级`;
