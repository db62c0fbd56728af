import { PATHS } from '../../routes/paths';
import type { AppRoute } from '../route-types';

export const constructionGroup: AppRoute = {
  name: 'construction',
  path: '/construction',
  meta: { title: '施工告知', icon: 'build', access: 'construction', showAlways: true },
  children: [
    {
      name: 'construction_register_list',
      path: PATHS.constructionRegisterList,
      meta: { title: '施工告知登记', icon: 'form', access: 'construction.register' },
      page: () => import('../../pages/construction/register-list-page'),
    },
    {
      name: 'construction_register',
      path: PATHS.constructionRegister,
      // ?id= continues a saved or returned notice.
      meta: { title: '填写施工告知', icon: 'form', access: 'construction.register', hideInMenu: true },
      page: () => import('../../pages/construction/register-page'),
    },
    {
      name: 'construction_query_list',
      path: PATHS.constructionQueryList,
      meta: { title: '施工告知查询', icon: 'fileSearch', access: 'construction.query' },
      page: () => import('../../pages/construction/query-list-page'),
    },
    {
      name: 'construction_detail',
      path: PATHS.constructionDetail,
      meta: { title: '施工告知详情', icon: 'profile', access: 'construction.query', hideInMenu: true },
      page: () => import('../../pages/construction/detail-page'),
    },
  ],
};
