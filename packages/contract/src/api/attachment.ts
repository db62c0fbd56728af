import { z } from 'zod';
import { ATTACHMENT_BIZ_TYPE_KEYS, ATTACHMENT_BIZ_TYPES } from '../domain/attachments';

const bizType = z.enum(ATTACHMENT_BIZ_TYPE_KEYS as [string, ...string[]], { error: '附件所属业务不正确' });
const bizId = z.string({ error: '附件所属业务编号不能为空' }).trim().min(1, '附件所属业务编号不能为空').max(64, '附件所属业务编号过长').regex(/^[\w-]+$/, '附件所属业务编号不正确');

/** The business object and kind of file a set of attachments belongs to. */
export const attachmentTarget = z
  .object({ bizType, bizId, kind: z.string().trim().max(32).optional() })
  .refine((v) => !v.kind || v.kind in ATTACHMENT_BIZ_TYPES[v.bizType as keyof typeof ATTACHMENT_BIZ_TYPES].kinds, { message: '附件类型不正确', path: ['kind'] });

/** Upload fields (sent as multipart fields beside the file): the kind is required there. */
export const uploadTarget = attachmentTarget.refine((v) => !!v.kind, { message: '请选择附件类型', path: ['kind'] });

export const attachmentIdQuery = z.object({ attsysid: z.string({ error: '请选择附件' }).min(1, '请选择附件').max(64) });
export const mobileTokenQuery = z.object({ token: z.string({ error: '上传链接无效' }).min(20, '上传链接无效').max(100, '上传链接无效') });

export interface Attachment {
  attsysid: string;
  bizType: string;
  bizId: string;
  kind: string;
  fileName: string;
  mime: string;
  size: number;
  sha256: string;
  uploadedAt: string;
  uploaderName: string;
  fromMobile: boolean;
}

export interface MobileUploadTicket {
  token: string;
  /** The address the QR code opens on a phone. */
  url: string;
  expiresAt: string;
}

export interface MobileUploadInfo {
  bizLabel: string;
  kindLabel: string;
  unitName: string;
  expiresAt: string;
  files: Array<{ attsysid: string; kind: string; fileName: string; size: number; uploadedAt: string }>;
}
