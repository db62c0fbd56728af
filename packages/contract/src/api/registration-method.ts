import { z } from 'zod';
import { pickedId } from '../validators/zod';
import { endpointsWith } from './endpoint';
import { entrustDevice } from './entrust';

/** The three ways to register a device (workflows.md §1), as the registration-method page explains them. */
export const REGISTRATION_METHODS = {
  online: {
    title: '网上申报',
    steps: ['在“使用登记申请”中选择设备，填写使用登记表', '上传所需材料并提交', '登记机关受理、审核', '审核通过后打印使用登记证和使用标志'],
  },
  entrusted: {
    title: '委托申报',
    steps: ['新建委托书，选择受托单位、委托事项和设备，上传加盖公章的授权委托书', '受托单位在平台上接受委托', '受托单位代为填写并提交使用登记申请', '双方均可查看申请进度和结果'],
  },
  onSite: {
    title: '现场办理',
    steps: ['备齐下列材料原件及复印件', '在办公时间前往设备所在地的登记机关窗口', '窗口受理并审核', '审核通过后领取使用登记证'],
  },
} as const;

export const registrationMethodInput = z.object({ equipmentId: pickedId('设备') });

/** What the page needs of the chosen device, its registry, the documents, and the authorisations already covering it. */
export const registrationMethodView = z.object({
  device: entrustDevice,
  /** Not registered yet and no registration under way. */
  registrable: z.boolean(),
  /** Why it cannot apply now ('' when it can). */
  blockedReason: z.string(),
  documents: z.array(z.string()),
  registry: z.object({ name: z.string(), address: z.string(), phone: z.string(), officeHours: z.string() }).nullable(),
  /** Authorisations in force that cover this device's use registration. */
  agents: z.array(z.object({ entrustNo: z.string(), agentName: z.string(), validTo: z.string() })),
});
export type RegistrationMethodView = z.output<typeof registrationMethodView>;

const registrationMethod = endpointsWith({ spec: '/registrationMethod (spec §2 earlier router set): the ways to register a device, beyond §7', access: 'useRecord.method' });

export const registrationMethodApi = {
  view: registrationMethod({
    path: '/a/stone/registrationMethod/view',
    title: '设备登记办理方式',
    input: registrationMethodInput,
    output: registrationMethodView,
    owns: { equipmentId: 'equipment' },
  }),
} as const;
