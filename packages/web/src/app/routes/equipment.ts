import type { EquipmentTypeCode } from '@portal/contract';
import { EQUIPMENT_TYPE_NAMES } from '@portal/contract/domain/codes';

import { DETAIL_ROUTE_NAMES, detailRoutePath, LIST_PATHS, PATHS } from '../../routes/paths';
import type { AppRoute } from '../route-types';

export const equipmentGroup: AppRoute = {
  name: 'equipment',
  path: '/equipment',
  meta: { title: '设备管理', icon: 'equipment', access: 'equipment', showAlways: true },
  children: [
    {
      name: 'equipment_overview',
      path: PATHS.equipmentOverview,
      meta: { title: '设备概况', icon: 'dashboard', access: 'equipment.overview' },
      page: () => import('../../pages/equipment/overview/overview-page'),
    },
    // Spec §2 query lists: one page, told which list it is.
    ...(
      [
        ['comprehensive', 'equipment_query_comprehensive', '综合查询', 'fileSearch'],
        ['timeout', 'equipment_query_timeout', '超期未检', 'clockCircle'],
        ['fault', 'equipment_query_fault', '检验不合格', 'warning'],
        ['nonUse', 'equipment_query_non_use', '停用设备', 'pauseCircle'],
        ['aboutExpire', 'equipment_query_about_expire', '即将到期', 'fieldTime'],
        ['payloadTime', 'equipment_query_payload_time', '载荷试验到期', 'experiment'],
        ['pressurePiping', 'equipment_query_pressure_piping', '压力管道', 'pipeline'],
      ] as const
    ).map(([kind, name, title, icon]): AppRoute => ({
      name,
      path: LIST_PATHS[kind],
      meta: { title, icon, access: 'equipment.query' },
      page: () => import('../../pages/equipment/query/list-pages').then((m) => ({ default: m.LIST_PAGES[kind] })),
    })),
    {
      name: 'equipment_field_vehicle',
      path: LIST_PATHS.fieldVehicle,
      meta: { title: '场（厂）内车辆', icon: 'car', access: 'equipment.query' },
      page: () => import('../../pages/equipment/query/list-pages').then((m) => ({ default: m.LIST_PAGES.fieldVehicle })),
    },
    {
      name: 'equipment_safety_valve',
      path: PATHS.safetyValve,
      meta: { title: '安全阀校验', icon: 'alert', access: 'equipment.safetyValve' },
      page: () => import('../../pages/safety-valve/safety-valve-page'),
    },
    {
      name: 'equipment_device_info_new',
      path: PATHS.deviceForm,
      // ?mode=add (default, choose the category first) | edit | view, &id= for a stored record.
      meta: { title: '设备信息维护', icon: 'form', access: 'equipment.edit' },
      page: () => import('../../pages/equipment/device-info-new-page'),
    },
    {
      name: 'equipment_pipeline_info_new',
      path: PATHS.pipelineForm,
      meta: { title: '压力管道登记', icon: 'pipeline', access: 'equipment.edit' },
      page: () => import('../../pages/equipment/pipeline-info-new-page'),
    },
    {
      name: 'equipment_import',
      path: PATHS.equipmentImport,
      meta: { title: '设备导入', icon: 'import', access: 'equipment.import' },
      page: () => import('../../pages/equipment/import/import-page'),
    },
    // Spec §2 detail pages, one per category; the same page shows the record of ?id=.
    ...(Object.keys(DETAIL_ROUTE_NAMES) as EquipmentTypeCode[]).map((t): AppRoute => ({
      name: `equipment_detail_${DETAIL_ROUTE_NAMES[t]}`,
      path: detailRoutePath(t),
      meta: { title: `${EQUIPMENT_TYPE_NAMES[t]}详情`, icon: 'profile', access: 'equipment.query', hideInMenu: true },
      page: () => import('../../pages/equipment/detail/detail-page'),
    })),
    {
      name: 'equipment_operator',
      path: PATHS.operators,
      meta: { title: '作业人员', icon: 'idcard', access: 'equipment.operator' },
      page: () => import('../../pages/operator/operator-list-page'),
    },
    {
      name: 'equipment_operator_info',
      path: PATHS.operatorInfo,
      // Opened from the list (?mode=add|edit|view&id=); each operator gets its own tab.
      meta: { title: '作业人员信息', icon: 'idcard', access: 'equipment.operator', hideInMenu: true },
      page: () => import('../../pages/operator/operator-info-page'),
    },
    {
      name: 'equipment_operator_overview',
      path: PATHS.operatorOverview,
      meta: { title: '作业人员概况', icon: 'safetyCertificate', access: 'equipment.operator' },
      page: () => import('../../pages/operator/operator-overview-page'),
    },
  ],
};
