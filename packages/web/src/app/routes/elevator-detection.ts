import { PATHS } from '../../routes/paths';
import type { AppRoute } from '../route-types';

export const elevatorDetectionGroup: AppRoute = {
  name: 'elevator_detection',
  path: '/elevator-detection',
  meta: { title: '电梯检测', icon: 'securityScan', access: 'elevatorDetection', showAlways: true },
  children: [
    {
      name: 'elevator_compliance',
      path: PATHS.compliance,
      meta: { title: '符合性声明', icon: 'audit', access: 'elevatorDetection.compliance' },
      page: () => import('../../pages/self-test/compliance-page'),
    },
    {
      name: 'elevator_detection_inform',
      path: PATHS.detectionInform,
      meta: { title: '电梯使用标志打印', icon: 'qrcode', access: 'elevatorDetection.inform' },
      page: () => import('../../pages/self-test/detection-inform-page'),
    },
    {
      name: 'elevator_self_test_record',
      path: PATHS.selfTestRecord,
      meta: { title: '自行检测录入', icon: 'experiment', access: 'elevatorDetection.record' },
      page: () => import('../../pages/self-test/record-page'),
    },
    {
      name: 'elevator_self_test_form',
      path: PATHS.selfTestForm,
      // ?id= continues a saved draft in its own tab.
      meta: { title: '录入自行检测结果', icon: 'form', access: 'elevatorDetection.record', hideInMenu: true },
      page: () => import('../../pages/self-test/record-form-page'),
    },
    {
      name: 'elevator_self_test_detail',
      path: PATHS.selfTestDetail,
      // Both sides open it: the testing body from its list, the use unit from its lists and the messages.
      meta: { title: '自行检测结果', icon: 'profile', access: 'elevatorDetection', hideInMenu: true },
      page: () => import('../../pages/self-test/detail-page'),
    },
  ],
};
