/**
 * Dictionary types the product uses. Items live in the database (administrators maintain them);
 * this list says which types exist, what they are called, and whether items form a tree.
 */
export const DICT_TYPES = {
  area: { label: '行政区划', tree: true },
  equipment_catalogue: { label: '特种设备目录（种类/类别/品种）', tree: true },
  unit_type: { label: '单位类型', tree: false },
  equipment_use_status: { label: '设备使用状态', tree: false },
  equipment_register_status: { label: '设备登记状态', tree: false },
  register_type: { label: '登记类别', tree: false },
  inspection_kind: { label: '检验类别', tree: false },
  inspection_conclusion: { label: '检验结论', tree: false },
  /** Labels of the documents of an inspection (codes in inspection-documents.ts): the customer has not confirmed the four spec codes. */
  inspection_document: { label: '检验文书名称', tree: false },
  qualification_item: { label: '作业人员资格项目（2019）', tree: true },
  qualification_item_2011: { label: '作业人员资格项目（2011，仅用于旧证）', tree: true },
  id_type: { label: '证件类型', tree: false },
  import_type: { label: '进口类型', tree: false },
  vessel_class: { label: '压力容器类别', tree: false },
  pipeline_grade: { label: '压力管道级别', tree: false },
  amusement_grade: { label: '大型游乐设施级别', tree: false },
  safety_grade: { label: '安全状况等级', tree: false },
  sex: { label: '性别', tree: false },
} as const satisfies Record<string, { label: string; tree: boolean }>;

export type DictType = keyof typeof DICT_TYPES;
export const DICT_TYPE_KEYS = Object.keys(DICT_TYPES) as DictType[];
