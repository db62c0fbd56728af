import { PATHS } from '../../routes/paths';
import type { AppRoute } from '../route-types';

export const registryGroup: AppRoute = {
  name: 'registry',
  path: '/registry',
  meta: { title: '登记审核', icon: 'audit', access: 'registry', showAlways: true },
  children: [
    {
      name: 'registry_use_regist',
      path: PATHS.registryUseRegist,
      meta: { title: '使用登记审核', icon: 'solution', access: 'registry.useRegist' },
      page: () => import('../../pages/use-regist/use-regist-check-page'),
    },
    {
      name: 'registry_reg_change',
      path: PATHS.registryRegChange,
      meta: { title: '变更与注销审核', icon: 'audit', access: 'registry.regChange' },
      page: () => import('../../pages/reg-change/reg-change-check-page'),
    },
    {
      name: 'registry_licence',
      path: PATHS.registryLicence,
      meta: { title: '施工许可审核', icon: 'safetyCertificate', access: 'registry.licence' },
      page: () => import('../../pages/licence/licence-check-page'),
    },
    {
      name: 'registry_maint_reg',
      path: PATHS.registryMaintReg,
      meta: { title: '维保单位备案审核', icon: 'safetyCertificate', access: 'registry.maintenance' },
      page: () => import('../../pages/maint-reg/reg-check-page'),
    },
    {
      name: 'registry_self_maintain',
      path: PATHS.registrySelfMaint,
      meta: { title: '自行维保审核', icon: 'safetyCertificate', access: 'registry.selfMaintain' },
      page: () => import('../../pages/self-maint/check-page'),
    },
    {
      name: 'registry_construction',
      path: PATHS.registryConstruction,
      meta: { title: '施工告知接收', icon: 'build', access: 'registry.construction' },
      page: () => import('../../pages/construction/construction-check-page'),
    },
    {
      name: 'registry_maintain_price',
      path: PATHS.registryMaintainPrice,
      meta: { title: '维保价格审核', icon: 'accountBook', access: 'registry.maintainPrice' },
      page: () => import('../../pages/maintain-project/maintain-price-check-page'),
    },
  ],
};
