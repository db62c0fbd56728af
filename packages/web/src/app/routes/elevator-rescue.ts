import { PATHS } from '../../routes/paths';
import type { AppRoute } from '../route-types';

export const elevatorRescueGroup: AppRoute = {
  name: 'elevator_rescue',
  path: '/elevator-rescue',
  meta: { title: '电梯救援与故障', icon: 'warning', access: 'rescue', showAlways: true },
  children: [
    {
      name: 'rescue_list',
      path: PATHS.rescue,
      meta: { title: '困人救援', icon: 'warning', access: 'rescue.rescue' },
      page: () => import('../../pages/rescue/rescue-list-page'),
    },
    {
      name: 'rescue_form',
      path: PATHS.rescueForm,
      meta: { title: '报告困人', icon: 'form', access: 'rescue.rescue', hideInMenu: true },
      page: () => import('../../pages/rescue/rescue-form-page'),
    },
    {
      name: 'rescue_detail',
      path: PATHS.rescueDetail,
      meta: { title: '困人救援详情', icon: 'profile', access: 'rescue.rescue', hideInMenu: true },
      page: () => import('../../pages/rescue/rescue-detail-page'),
    },
    {
      name: 'fault_list',
      path: PATHS.fault,
      meta: { title: '故障登记', icon: 'build', access: 'rescue.fault' },
      page: () => import('../../pages/fault/fault-list-page'),
    },
    {
      name: 'fault_form',
      path: PATHS.faultForm,
      meta: { title: '登记故障', icon: 'form', access: 'rescue.fault', hideInMenu: true },
      page: () => import('../../pages/fault/fault-form-page'),
    },
    {
      // Spec §2 lists it under /company-service; it belongs with the fault list, so its menu is here.
      name: 'fault_registration_detail',
      path: PATHS.faultDetail,
      meta: { title: '故障详情', icon: 'profile', access: 'rescue.fault', hideInMenu: true },
      page: () => import('../../pages/fault/fault-detail-page'),
    },
  ],
};
