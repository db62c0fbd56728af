import type { Attachment, MobileUploadInfo } from '@portal/contract';
import { get, post, upload, type UploadOptions } from './http';

// The phone page has no session and no react-query: plain calls, each carrying the token.

/** Whose material and which kind the token is for, and what was sent through it; fails once the token expired. */
export const getMobileUploadInfo = (token: string) => get<MobileUploadInfo>('/a/stone/common/mobileUpload/info', { query: { token }, quiet: true });

export const uploadFromPhone = (token: string, file: File, onProgress: UploadOptions['onProgress']) =>
  upload<Attachment[]>('/a/stone/common/mobileUpload', {}, [file], { query: { token }, onProgress, quiet: true });

export const deleteFromPhone = (token: string, attsysid: string) => post<null>('/a/stone/common/mobileUpload/delete', { attsysid }, { query: { token }, quiet: true });
