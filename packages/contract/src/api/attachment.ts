import { z } from 'zod';
import { ATTACHMENT_BIZ_TYPE_KEYS, ATTACHMENT_BIZ_TYPES } from '../domain/attachments';
import { endpointsWith, nothing, queryGet } from './endpoint';

const bizType = z.enum(ATTACHMENT_BIZ_TYPE_KEYS as [string, ...string[]], { error: '附件所属业务不正确' });
const bizId = z
  .string({ error: '附件所属业务编号不能为空' })
  .trim()
  .min(1, '附件所属业务编号不能为空')
  .max(64, '附件所属业务编号过长')
  .regex(/^[\w-]+$/, '附件所属业务编号不正确');

/** The business object and kind of file a set of attachments belongs to. */
export const attachmentTarget = z
  .object({ bizType, bizId, kind: z.string().trim().max(32).optional() })
  .refine((v) => !v.kind || v.kind in ATTACHMENT_BIZ_TYPES[v.bizType as keyof typeof ATTACHMENT_BIZ_TYPES].kinds, { message: '附件类型不正确', path: ['kind'] });

/** Upload fields (sent as multipart fields beside the file): the kind is required there. */
export const uploadTarget = attachmentTarget.refine((v) => !!v.kind, { message: '请选择附件类型', path: ['kind'] });

export const attachmentIdQuery = z.object({ attsysid: z.string({ error: '请选择附件' }).min(1, '请选择附件').max(64) });
export const mobileTokenQuery = z.object({ token: z.string({ error: '上传链接无效' }).min(20, '上传链接无效').max(100, '上传链接无效') });

/** A download: `inline=1` shows images and PDFs in the browser instead of saving them. */
export const downloadQuery = attachmentIdQuery.extend({ inline: z.enum(['0', '1']).optional() });

export const attachment = z.object({
  attsysid: z.string(),
  bizType: z.string(),
  bizId: z.string(),
  kind: z.string(),
  fileName: z.string(),
  mime: z.string(),
  size: z.number(),
  sha256: z.string(),
  uploadedAt: z.string(),
  uploaderName: z.string(),
  fromMobile: z.boolean(),
});
export type Attachment = z.output<typeof attachment>;

/** The documents a filing needs, each with whether it is uploaded, and whether all are: the same for its owner and its reviewers. */
export const documentCheck = z.object({
  required: z.array(z.object({ kind: z.string(), label: z.string(), present: z.boolean() })),
  complete: z.boolean(),
});
export type DocumentCheck = z.output<typeof documentCheck>;

/** A filing's materials are asked for by its type and id alone. */
export const materialsTarget = z.object({ bizType, bizId });

export const mobileUploadTicket = z.object({
  token: z.string(),
  /** The address the QR code opens on a phone. */
  url: z.string(),
  expiresAt: z.string(),
});
export type MobileUploadTicket = z.output<typeof mobileUploadTicket>;

export const mobileUploadInfo = z.object({
  bizLabel: z.string(),
  kindLabel: z.string(),
  unitName: z.string(),
  expiresAt: z.string(),
  files: z.array(z.object({ attsysid: z.string(), kind: z.string(), fileName: z.string(), size: z.number(), uploadedAt: z.string() })),
});
export type MobileUploadInfo = z.output<typeof mobileUploadInfo>;

const SPEC = '§7 Common › Attachments: upload, attUpload, findAttList; GET delete; download via /a/stone/common/download?attsysid; a mobile upload QR image';
const files = endpointsWith({ spec: SPEC, access: 'session' });
/** The calls on the files of one object (bizType, bizId). */
const ofObject = endpointsWith({ spec: SPEC, access: 'session', owns: { bizId: 'attachedObject' } });
const PHONE = '§7 Common › Attachments: the mobile upload QR image opens /attachmentUploadMobile, which uploads with the token alone (no session)';
const phone = endpointsWith({ spec: PHONE, access: 'public' });

/**
 * Spec §7 attachments: upload, list, delete, download, and the phone upload through a QR code.
 * Uploads take their target (bizType, bizId, kind) as fields sent before the files, or in the query.
 */
export const attachmentApi = {
  upload: ofObject({ path: '/a/stone/attachment/upload', title: '上传附件', encoding: 'multipart', input: uploadTarget, output: attachment }),
  attUpload: ofObject({ path: '/a/stone/attachment/attUpload', title: '批量上传附件', encoding: 'multipart', input: uploadTarget, output: z.array(attachment) }),
  materials: ofObject({
    path: '/a/stone/attachment/materials',
    title: '申请材料清单',
    spec: 'Beyond spec §7: whoever may see a filing (its unit, the reviewer in scope, a counterparty) reads the same list of its required documents',
    input: materialsTarget,
    output: documentCheck,
  }),
  findAttList: ofObject({ path: '/a/stone/attachment/findAttList', title: '附件列表', input: attachmentTarget, output: z.array(attachment) }),
  delete: files({
    path: '/a/stone/attachment/delete',
    title: '删除附件',
    ...queryGet,
    input: attachmentIdQuery,
    output: nothing,
    owns: { attsysid: 'attachment' },
    stateChanging: true,
  }),
  download: files({ path: '/a/stone/common/download', title: '下载附件', ...queryGet, input: downloadQuery, output: 'file', owns: { attsysid: 'attachment' } }),
  mobileToken: ofObject({ path: '/a/stone/attachment/mobileToken', title: '手机上传凭证', input: uploadTarget, output: mobileUploadTicket }),
  mobileQr: files({ path: '/a/stone/attachment/mobileQr', title: '手机上传二维码', ...queryGet, input: mobileTokenQuery, output: 'png' }),
  mobileUploadInfo: phone({ path: '/a/stone/common/mobileUpload/info', title: '手机上传信息', ...queryGet, input: mobileTokenQuery, output: mobileUploadInfo }),
  mobileUpload: phone({ path: '/a/stone/common/mobileUpload', title: '手机上传附件', encoding: 'multipart', query: mobileTokenQuery, output: z.array(attachment) }),
  mobileUploadDelete: phone({
    path: '/a/stone/common/mobileUpload/delete',
    title: '手机删除附件',
    query: mobileTokenQuery,
    input: attachmentIdQuery,
    output: nothing,
    owns: { attsysid: 'attachment' },
  }),
} as const;
