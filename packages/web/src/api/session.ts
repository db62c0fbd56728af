import type { UpdateInfoInput } from '@portal/contract';
import { call } from './http';

/** Password login; `password` is already SM2-encrypted. Failures are shown by the form. */
export const login = (username: string, password: string, validateCode: string) => call('session.login', { username, password, validateCode, __ajax: 'true' }, { quiet: true });

export const ssoLogin = (ssotoken: string) => call('session.login', { ssotoken }, { quiet: true });

export const logout = () => call('session.logout', {}, { quiet: true });

export const getUserInfo = () => call('user.info');

export const changeRole = (id: string) => call('user.changeRole', { id });

export const updateInfo = (input: UpdateInfoInput) => call('user.updateInfo', input, { quiet: true });

/** Both passwords SM2-encrypted. Success ends the session on the server. */
export const updatePwd = (oldPassword: string, newPassword: string) => call('user.updatePwd', { oldPassword, newPassword }, { quiet: true });

/** The caller's unit; `forEdit` (the main account's form) answers the contacts' mobiles in full, an audited read. */
export const getUnit = (forEdit = false) => call('user.unit', { forEdit: forEdit ? 'true' : 'false' });
