import { PATHS } from '../../routes/paths';
import type { AppRoute } from '../route-types';

export const inspectionGroup: AppRoute = {
  name: 'inspection',
  path: '/inspection',
  meta: { title: '检验业务', icon: 'securityScan', access: 'inspection', showAlways: true },
  children: [
    {
      name: 'inspection_queue',
      path: PATHS.inspectionQueue,
      meta: { title: '报检受理', icon: 'solution', access: 'inspection.queue' },
      page: () => import('../../pages/online-apply/console/queue-page'),
    },
    {
      name: 'inspection_process',
      path: PATHS.inspectionProcess,
      // Opened from the queue (?id=); each application gets its own tab.
      meta: { title: '报检办理', icon: 'profile', access: 'inspection.queue', hideInMenu: true },
      page: () => import('../../pages/online-apply/console/process-page'),
    },
    {
      name: 'inspection_fees',
      path: PATHS.inspectionFees,
      meta: { title: '收费标准', icon: 'accountBook', access: 'inspection.fees' },
      page: () => import('../../pages/fee/fees-page'),
    },
    {
      name: 'inspection_relief',
      path: PATHS.inspectionRelief,
      meta: { title: '减免政策', icon: 'percentage', access: 'inspection.relief' },
      page: () => import('../../pages/fee/relief-page'),
    },
    {
      name: 'inspection_finance',
      path: PATHS.inspectionFinance,
      meta: { title: '缴费确认', icon: 'moneyCollect', access: 'inspection.finance' },
      page: () => import('../../pages/online-apply/console/finance-page'),
    },
    {
      name: 'inspection_pay_anomalies',
      path: PATHS.inspectionPayAnomalies,
      meta: { title: '对账差异', icon: 'warning', access: 'inspection.finance' },
      page: () => import('../../pages/payment/pay-anomalies-page'),
    },
    {
      name: 'inspection_invoice',
      path: PATHS.inspectionInvoice,
      meta: { title: '开票管理', icon: 'accountBook', access: 'inspection.invoice' },
      page: () => import('../../pages/invoice/invoice-queue-page'),
    },
    {
      name: 'inspection_rectify',
      path: PATHS.inspectionRectify,
      meta: { title: '整改确认', icon: 'audit', access: 'inspection.rectify' },
      page: () => import('../../pages/opinion/inspection-rectify-page'),
    },
    {
      name: 'inspection_rectify_review',
      path: PATHS.inspectionRectifyReview,
      meta: { title: '整改确认办理', icon: 'profile', access: 'inspection.rectify', hideInMenu: true },
      page: () => import('../../pages/opinion/inspection-rectify-review-page'),
    },
    {
      name: 'inspection_interaction',
      path: PATHS.inspectionInteraction,
      meta: { title: '检验互动', icon: 'message', access: 'inspection.interaction', badge: 'interactionUnread' },
      page: () => import('../../pages/interaction/body-interaction-page'),
    },
  ],
};
