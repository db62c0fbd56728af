import type { Attachment } from '@portal/contract';
import type { FormInstance, FormRule } from 'antd';
import { useEffect } from 'react';
import { useAttList, type AttachmentTarget } from '../../api/attachment';

const PDF = 'application/pdf';

/** The latest PDF among the files (the server takes no other type). */
const latestPdf = (files: readonly Attachment[]): Attachment | undefined => files.filter((f) => f.mime === PDF).sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt))[0];

/**
 * The PDF a step goes with (a report, an invoice) is what was uploaded to its box: the form's field follows the box's
 * latest PDF, and `pdfOnly` refuses a box that has files but no PDF, with the step's own words.
 */
export function useUploadedPdf(form: FormInstance, field: string, box: AttachmentTarget, notPdf: string) {
  const files = useAttList(box).data ?? [];
  const pdf = latestPdf(files);
  const open = !!box.bizId;

  useEffect(() => {
    if (!open) return;
    form.setFieldValue(field, pdf?.attsysid ?? '');
    if (files.length) void form.validateFields([field]).catch(() => undefined);
  }, [open, field, pdf?.attsysid, files.length, form]);

  const pdfOnly: FormRule = { validator: () => (files.length && !pdf ? Promise.reject(new Error(notPdf)) : Promise.resolve()) };
  return { pdf, pdfOnly };
}
