import type { SaveForNoAccountInput } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { attachmentKeys } from './attachment';
import { call, type In } from './http';
import { listQuery, recordQuery, stepsUnder } from './query-client';

export type InspectionQuery = In<'onlineApply.list'>;

export const inspectionKeys = {
  all: ['inspectionApply'] as const,
  list: (q: InspectionQuery) => [...inspectionKeys.all, 'list', q] as const,
  one: (id: string) => [...inspectionKeys.all, 'one', id] as const,
  applicable: (q: In<'onlineApply.applicable'>) => [...inspectionKeys.all, 'applicable', q] as const,
  orgs: () => [...inspectionKeys.all, 'orgs'] as const,
  reliefs: (orgId: string) => [...inspectionKeys.all, 'reliefs', orgId] as const,
  pay: (id: string) => [...inspectionKeys.all, 'pay', id] as const,
  notices: (q: In<'onlineApply.superintendNotices'>) => [...inspectionKeys.all, 'notices', q] as const,
};

export const useInspectionList = listQuery(inspectionKeys.list, 'onlineApply.list');

export const useInspectionApply = recordQuery(inspectionKeys.one, 'onlineApply.detail');

/** The unit's devices an application may name (due or overdue first), or the ones picked by id. */
export const useApplicableEquipment = listQuery(inspectionKeys.applicable, 'onlineApply.applicable');

/** The unit's received construction notices a supervision application can name. */
export const useSupervisableNotices = listQuery(inspectionKeys.notices, 'onlineApply.superintendNotices');

export const useInspectionOrgs = () => useQuery({ queryKey: inspectionKeys.orgs(), queryFn: () => call('onlineApply.orgs'), staleTime: 600_000 });

export const useReliefPolicies = (orgId: string) =>
  useQuery({ queryKey: inspectionKeys.reliefs(orgId), queryFn: () => call('onlineApply.findChaReliefPolicys', { orgId }), staleTime: 600_000 });

// An application's devices decide which documents it needs (the opinion letter), so its materials are asked again too.
const inspectionStep = stepsUnder(inspectionKeys.all, attachmentKeys.type('inspectionApply'));

export const useSaveInspectionApply = inspectionStep('onlineApply.save');
export const useSaveSupervision = inspectionStep('onlineApply.saveSuperintend');
export const useRevokeInspectionApply = inspectionStep('onlineApply.revocation');
export const useDeleteInspectionApply = inspectionStep('onlineApply.delete', (id: string) => ({ id }));
export const useSubmitVoucher = inspectionStep('onlineApply.updatePayCert');

/** Opens (or renews) the payment QR of an application. */
export const toPay = (id: string, renew = false) => call('onlineApply.toPay', { id, renew }, { quiet: true });

/** Where the QR's order stands, asked every few seconds while the pay page is open and unpaid. */
export const payStateOf = (id: string) => call('onlineApply.payState', { id });

// ---- a unit without an account: public calls ----

export const signNoAccountUpload = (draftId?: string) => call('onlineApply.noAccountUploadSign', { draftId }, { quiet: true });
export const saveForNoAccount = (input: SaveForNoAccountInput) => call('onlineApply.saveForNoAccount', input, { quiet: true });
/** /notLoginOnlinePay: the application number and the SMS code open its progress and fee notice for half an hour. */
export const notLoginQuery = (applyNo: string, mobile: string, authCode: string) => call('onlineApply.notLoginQuery', { applyNo, mobile, authCode }, { quiet: true });
export const notLoginRefresh = (accessToken: string) => call('onlineApply.notLoginRefresh', { accessToken }, { quiet: true });
export const notLoginToPay = (accessToken: string, renew: boolean) => call('onlineApply.notLoginToPay', { accessToken, renew }, { quiet: true });
export const notLoginPayState = (accessToken: string) => call('onlineApply.notLoginPayState', { accessToken }, { quiet: true });

// ---- the inspection body's console ----

// The body works on the same applications the units file: its keys sit under the same root, so a step taken here
// refreshes the unit's views in the same browser too.
export const inspectionConsoleKeys = {
  queue: (q: InspectionQuery) => [...inspectionKeys.all, 'queue', q] as const,
  review: (id: string) => [...inspectionKeys.all, 'review', id] as const,
  feeChoices: (id: string) => [...inspectionKeys.all, 'feeChoices', id] as const,
  vouchers: (q: InspectionQuery) => [...inspectionKeys.all, 'vouchers', q] as const,
  finance: (id: string) => [...inspectionKeys.all, 'finance', id] as const,
};

export const useInspectionQueue = listQuery(inspectionConsoleKeys.queue, 'onlineApply.findQueue');

export const useInspectionForReview = recordQuery(inspectionConsoleKeys.review, 'onlineApply.getForReview', { quiet: true });

/** Each device's fitting fee items and relief policies, for the fee form. */
export const useFeeChoices = (id: string, enabled: boolean) =>
  useQuery({ queryKey: inspectionConsoleKeys.feeChoices(id), queryFn: () => call('onlineApply.feeChoices', { id }), enabled: !!id && enabled });

export const useVoucherQueue = listQuery(inspectionConsoleKeys.vouchers, 'onlineApply.findVouchers');

export const useInspectionForFinance = recordQuery(inspectionConsoleKeys.finance, 'onlineApply.getForFinance');

const consoleStep = stepsUnder(inspectionKeys.all);

export const useAcceptInspection = consoleStep('onlineApply.accept');
export const useRefuseInspection = consoleStep('onlineApply.refuse');
export const useSetFee = consoleStep('onlineApply.setFee');
export const useScheduleInspection = consoleStep('onlineApply.schedule');
export const useInspectionStep = consoleStep('onlineApply.step');
export const useConclude = consoleStep('onlineApply.conclude');
export const useDecideVoucher = consoleStep('onlineApply.decideVoucher');
