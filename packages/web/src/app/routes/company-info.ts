import { PATHS } from '../../routes/paths';
import type { AppRoute } from '../route-types';

export const companyInfoGroup: AppRoute = {
  name: 'company_info',
  path: '/company-info',
  meta: { title: '单位信息维护', icon: 'bank', access: 'companyInfo', showAlways: true },
  children: [
    {
      name: 'company_info_maintain',
      path: PATHS.unitMaintain,
      meta: { title: '单位信息', icon: 'profile', access: 'companyInfo.maintain' },
      page: () => import('../../pages/unit/maintain-page'),
    },
    {
      name: 'company_info_history',
      path: PATHS.unitHistory,
      meta: { title: '变更记录', icon: 'history', access: 'companyInfo.history' },
      page: () => import('../../pages/unit/history-page'),
    },
  ],
};
