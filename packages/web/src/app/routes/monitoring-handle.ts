import { PATHS } from '../../routes/paths';
import type { AppRoute } from '../route-types';

export const monitoringHandleGroup: AppRoute = {
  name: 'monitoring_handle',
  path: '/monitoring-handle',
  meta: { title: '制造监督检验', icon: 'safetyCertificate', access: 'monitoringHandle', showAlways: true },
  children: [
    {
      name: 'pressureVesselAudit',
      path: PATHS.mfgVessel,
      // The manufacturer's submissions of vessels, or the inspection body's audit queue of them (by role).
      meta: { title: '压力容器监检', icon: 'audit', access: 'monitoringHandle.pressureVessel' },
      page: () => import('../../pages/manufacture/vessel-page'),
    },
    {
      name: 'boilerlView',
      path: PATHS.mfgBoiler,
      meta: { title: '锅炉监检', icon: 'audit', access: 'monitoringHandle.boiler' },
      page: () => import('../../pages/manufacture/boiler-page'),
    },
    {
      name: 'pipelineDetails',
      path: PATHS.mfgPipeline,
      meta: { title: '管道元件监检', icon: 'audit', access: 'monitoringHandle.pipeline' },
      page: () => import('../../pages/manufacture/pipeline-page'),
    },
    {
      name: 'pressureVesselReportQuery',
      path: PATHS.mfgCerts,
      meta: { title: '监检证书查询', icon: 'fileSearch', access: 'monitoringHandle.report' },
      page: () => import('../../pages/manufacture/cert-query-page'),
    },
    {
      name: 'mfg_form',
      path: PATHS.mfgForm,
      // ?typeCode= starts a new submission of that kind; ?id= continues a saved or returned one.
      meta: { title: '制造监检申请', icon: 'form', access: 'monitoringHandle', hideInMenu: true },
      page: () => import('../../pages/manufacture/form-page'),
    },
    {
      name: 'pressureVesselView',
      path: PATHS.mfgDetail,
      meta: { title: '制造监检详情', icon: 'profile', access: 'monitoringHandle', hideInMenu: true },
      page: () => import('../../pages/manufacture/detail-page'),
    },
  ],
};
