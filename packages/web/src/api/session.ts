import { sessionApi, userApi, type UpdateInfoInput } from '@portal/contract';
import { call } from './http';

/** Password login; `password` is already SM2-encrypted. Failures are shown by the form. */
export const login = (username: string, password: string, validateCode: string) => call(sessionApi.login, { username, password, validateCode, __ajax: 'true' }, { quiet: true });

export const ssoLogin = (ssotoken: string) => call(sessionApi.login, { ssotoken }, { quiet: true });

export const logout = () => call(sessionApi.logout, {}, { quiet: true });

export const getUserInfo = () => call(userApi.info);

export const changeRole = (id: string) => call(userApi.changeRole, { id });

export const updateInfo = (input: UpdateInfoInput) => call(userApi.updateInfo, input, { quiet: true });

/** Both passwords SM2-encrypted. Success ends the session on the server. */
export const updatePwd = (oldPassword: string, newPassword: string) => call(userApi.updatePwd, { oldPassword, newPassword }, { quiet: true });

export const getUnit = () => call(userApi.unit);
