import { passwordResetCheckInput } from '@portal/contract/api/password-reset';

import type { FormRule } from 'antd';
import { fromSchema } from '../../components/form-rules';

export interface IdentityValues {
  loginName: string;
  uscc: string;
  mobile: string;
}

export const IDENTITY_LABELS = { loginName: '登录账号', uscc: '单位统一社会信用代码', mobile: '账号预留手机号' } as const;

/** The server's own schema per field, so the form and the server say the same words. */
export const identityRule = (name: keyof IdentityValues): FormRule[] => [fromSchema(passwordResetCheckInput.shape[name])];

/** What the success page may say back to the applicant and prefill its query with. */
export interface ResetSentState {
  loginName: string;
  mobile: string;
}
