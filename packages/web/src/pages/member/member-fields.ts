import { createAccountInput, updateAccountInput } from '@portal/contract/api/member';

import type { FormRule } from 'antd';
import { fromSchema } from '../../components/form-rules';
import { PATHS, recordPath } from '../../routes/paths';

export const MEMBER_LABELS = { loginName: '登录账号', name: '姓名', mobile: '手机号码', phone: '联系电话', roleIds: '角色' } as const;

/** The server's own schema per field, so the form and the server say the same words. */
export const createRule = (name: keyof typeof MEMBER_LABELS): FormRule[] => [fromSchema(createAccountInput.shape[name])];
export const updateRule = (name: Exclude<keyof typeof MEMBER_LABELS, 'loginName'>): FormRule[] => [fromSchema(updateAccountInput.shape[name])];

/** Where a member page returns to: the unit's own list, or the administrators' list of every unit. */
export const listPathFor = (from: string): string => (from === 'system' ? PATHS.allAccounts : PATHS.members);

/** A member's detail page, remembering which list it was opened from. */
export const accountPath = (id: string, from: string): string => `${recordPath(PATHS.accountDetail, id)}${from === 'system' ? '&from=system' : ''}`;
