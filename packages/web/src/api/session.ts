import type { LoginResult, RoleInfo, UnitProfile, UpdateInfoInput, UserInfoResult } from '@portal/contract';
import { get, post, request } from './http';

/** Password login; `password` is already SM2-encrypted. Failures are shown by the form. */
export const login = (username: string, password: string, validateCode: string) =>
  request<LoginResult>('POST', '/a/login', { form: { username, password, validateCode, __ajax: 'true' }, quiet: true });

export const ssoLogin = (ssotoken: string) => request<LoginResult>('POST', '/a/login', { form: { ssotoken }, quiet: true });

export const logout = () => get<null>('/a/logout', { quiet: true });

export const getUserInfo = () => get<UserInfoResult>('/a/stone/user/info');

export const changeRole = (id: string) => post<RoleInfo>('/a/stone/user/changeRole', { id });

export const updateInfo = (input: UpdateInfoInput) => post<null>('/a/stone/user/updateInfo', input, { quiet: true });

/** Both passwords SM2-encrypted. Success ends the session on the server. */
export const updatePwd = (oldPassword: string, newPassword: string) =>
  post<null>('/a/stone/user/updatePwd', { oldPassword, newPassword }, { quiet: true });

export const getUnit = () => get<UnitProfile>('/a/stone/user/unit');
