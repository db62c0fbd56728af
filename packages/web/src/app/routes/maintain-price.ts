import { PATHS } from '../../routes/paths';
import type { AppRoute } from '../route-types';

export const maintainPriceGroup: AppRoute = {
  name: 'maintain_price',
  path: '/maintain-price',
  meta: { title: '维保项目与价格', icon: 'accountBook', access: 'maintainPrice', showAlways: true },
  children: [
    {
      name: 'maipricList',
      path: PATHS.maintainPriceFilings,
      meta: { title: '维保价格申报', icon: 'form', access: 'maintainPrice.filing' },
      page: () => import('../../pages/maintain-project/filing-list-page'),
    },
    {
      name: 'maintain_price_form',
      path: PATHS.maintainPriceForm,
      // ?id= continues a saved, returned or withdrawn filing in its own tab.
      meta: { title: '价格申报', icon: 'form', access: 'maintainPrice.filing', hideInMenu: true },
      page: () => import('../../pages/maintain-project/filing-form-page'),
    },
    {
      name: 'maintenance_pro_apply_detail',
      path: PATHS.maintainPriceDetail,
      meta: { title: '价格申报详情', icon: 'profile', access: 'maintainPrice.filing', hideInMenu: true },
      page: () => import('../../pages/maintain-project/filing-detail-page'),
    },
    {
      name: 'bySet',
      path: PATHS.maintainPriceBySet,
      meta: { title: '按台价格查询', icon: 'fileSearch', access: 'maintainPrice.search' },
      page: () => import('../../pages/maintain-price/by-set-page'),
    },
    {
      name: 'byUnit',
      path: PATHS.maintainPriceByUnit,
      meta: { title: '按单位价格查询', icon: 'fileSearch', access: 'maintainPrice.search' },
      page: () => import('../../pages/maintain-price/by-unit-page'),
    },
  ],
};
