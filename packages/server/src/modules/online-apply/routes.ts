import type { onlineApplyApi } from '@portal/contract';
import { answeringNothing, type Handlers } from '../../platform/http/endpoints';
import { currentPolicies } from '../fee/service';
import * as service from './service';

/** Spec §7 /a/stone/appOnline/*: the unit's online inspection applications and payment, and the inspection body's side. */
export const onlineApplyHandlers: Handlers<typeof onlineApplyApi> = {
  list: (input, { ctx, session }) => service.listOwn(ctx, session, input),
  detail: (input, { ctx, session }) => service.getReadable(ctx, session, input.id),
  orgs: (_input, { ctx }) => service.listOrgs(ctx),
  applicable: (input, { ctx, session }) => service.findApplicable(ctx, session, input),
  save: (input, { ctx, session, ip }) => service.saveApply(ctx, session, input, ip),
  superintendNotices: (input, { ctx, session }) => service.findSupervisable(ctx, session, input),
  saveSuperintend: (input, { ctx, session, ip }) => service.saveSupervision(ctx, session, input, ip),
  revocation: (input, { ctx, session, ip }) => service.revoke(ctx, session, input.id, input.version, ip),
  delete: answeringNothing((input, { ctx, session }) => service.deleteApply(ctx, session, input.id)),
  checkAtt: (input, { ctx, session }) => service.checkAttachments(ctx, session, input.id),
  getChargeInspectionFee: (input, { ctx, session }) => service.chargeNotice(ctx, session, input.id),
  findChaReliefPolicys: (input, { ctx }) => currentPolicies(ctx, input.orgId),
  toPay: (input, { ctx, session }) => service.toPay(ctx, session, input.id, input.renew),
  payState: (input, { ctx, session }) => service.payState(ctx, session, input.id),
  updatePayCert: (input, { ctx, session, ip }) => service.submitVoucher(ctx, session, input, ip),
  queryEquDetail: (input, { ctx, session }) => service.queryEquipment(ctx, session, input.equipmentId),
  noAccountUploadSign: (input, { ctx, ip }) => service.signNoAccountUpload(ctx, input.draftId, ip),
  saveForNoAccount: (input, { ctx, ip }) => service.saveForNoAccount(ctx, input, ip),
  notLoginQuery: (input, { ctx, ip }) => service.notLoginQuery(ctx, input, ip),
  notLoginRefresh: (input, { ctx }) => service.notLoginRefresh(ctx, input.accessToken),
  notLoginToPay: (input, { ctx }) => service.notLoginToPay(ctx, input.accessToken, input.renew),
  notLoginPayState: (input, { ctx }) => service.notLoginPayState(ctx, input.accessToken),

  findQueue: (input, { ctx, session }) => service.listQueue(ctx, session, input),
  getForReview: (input, { ctx, session }) => service.getForBody(ctx, session, input.id),
  accept: (input, { ctx, session, ip }) => service.accept(ctx, session, input, ip),
  refuse: (input, { ctx, session, ip }) => service.refuse(ctx, session, input, ip),
  feeChoices: (input, { ctx, session }) => service.feeChoices(ctx, session, input.id),
  setFee: (input, { ctx, session, ip }) => service.setFee(ctx, session, input, ip),
  schedule: (input, { ctx, session, ip }) => service.schedule(ctx, session, input, ip),
  step: (input, { ctx, session, ip }) => service.step(ctx, session, input, ip),
  conclude: (input, { ctx, session, ip }) => service.conclude(ctx, session, input, ip),
  findVouchers: (input, { ctx, session }) => service.listVouchers(ctx, session, input),
  getForFinance: (input, { ctx, session }) => service.getForBody(ctx, session, input.id),
  decideVoucher: (input, { ctx, session, ip }) => service.decideVoucher(ctx, session, input, ip),
};
