import type { Attachment, AttachmentBizType } from '@portal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, uploadTo, urlOf, type UploadOptions } from './http';

/** The object a set of files belongs to; no kind means every kind. */
export interface AttachmentTarget {
  bizType: string;
  bizId: string;
  kind?: string;
}

export const attachmentKeys = {
  all: ['attachment'] as const,
  /** Every list of every object of one type. */
  type: (bizType: string) => [...attachmentKeys.all, 'list', bizType] as const,
  /** Every list of one object, whatever the kind. */
  object: (bizType: string, bizId: string) => [...attachmentKeys.type(bizType), bizId] as const,
  list: (t: AttachmentTarget) => [...attachmentKeys.object(t.bizType, t.bizId), t.kind ?? ''] as const,
};

export const findAttList = (t: AttachmentTarget) => call('attachment.findAttList', t);

/** The file's address: a download under its original name, or shown in the browser (images and PDF) with inline. */
export const downloadUrl = (attsysid: string, inline = false) => urlOf('attachment.download', { attsysid, inline: inline ? '1' : undefined });

export const mobileQrUrl = (token: string) => urlOf('attachment.mobileQr', { token });

export const attListOptions = (t: AttachmentTarget) => queryOptions({ queryKey: attachmentKeys.list(t), queryFn: () => findAttList(t) });

/**
 * The documents a filing needs and whether each is there, the same for its unit, its reviewer and a counterparty; asked
 * again whenever the filing's files change (every upload and deletion refreshes the object's queries).
 */
export const useMaterials = (bizType: AttachmentBizType, bizId: string) =>
  useQuery({ queryKey: [...attachmentKeys.object(bizType, bizId), '#materials'], queryFn: () => call('attachment.materials', { bizType, bizId }), enabled: !!bizId });

/** The files of an object; `pollMs` keeps it fresh while files may arrive from elsewhere (a phone). */
export const useAttList = (t: AttachmentTarget, pollMs?: number) =>
  useQuery({ ...attListOptions(t), enabled: !!t.bizId, refetchInterval: pollMs ?? false, refetchIntervalInBackground: !!pollMs });

/** One file into one object and kind, with progress; the server's refusal comes back as an ApiError for the row to show. */
export const uploadAttachment = (t: Required<AttachmentTarget>, file: File, onProgress: UploadOptions['onProgress']) =>
  uploadTo('attachment.upload', { bizType: t.bizType, bizId: t.bizId, kind: t.kind }, [file], { onProgress, quiet: true });

export const createMobileTicket = (t: Required<AttachmentTarget>) => call('attachment.mobileToken', t);

/** Deletes a file; every list of its object refreshes. */
export function useDeleteAttachment() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (a: Attachment) => call('attachment.delete', { attsysid: a.attsysid }),
    onSuccess: (_, a) => qc.invalidateQueries({ queryKey: attachmentKeys.object(a.bizType, a.bizId) }),
  });
}
