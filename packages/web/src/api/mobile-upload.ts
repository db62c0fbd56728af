import { call, uploadTo, type UploadOptions } from './http';

// The phone page has no session and no react-query: plain calls, each carrying the token.

/** Whose material and which kind the token is for, and what was sent through it; fails once the token expired. */
export const getMobileUploadInfo = (token: string) => call('attachment.mobileUploadInfo', { token }, { quiet: true });

export const uploadFromPhone = (token: string, file: File, onProgress: UploadOptions['onProgress']) =>
  uploadTo('attachment.mobileUpload', { token }, [file], { onProgress, quiet: true });

export const deleteFromPhone = (token: string, attsysid: string) => call('attachment.mobileUploadDelete', { token, attsysid }, { quiet: true });
