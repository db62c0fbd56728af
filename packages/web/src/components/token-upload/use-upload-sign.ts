import type { UploadSign } from '@portal/contract';
import { useRef, useState } from 'react';
import { stillValid } from '../sms-code';

/** A token must outlive the upload it is used for; renew it this long before it lapses. */
const RENEW_MARGIN_MS = 2 * 60_000;

/**
 * Upload slots for material sent without a session, signed by `signer` (the endpoint of the application's kind).
 * The first call signs a new draft (or the draft given, when a returned application is corrected); a slot about to
 * lapse (30 minutes) is signed again for the same draft, so a slow applicant never meets an expired token.
 */
export function useUploadSign(signer: (draftId?: string) => Promise<UploadSign>, existingDraftId?: string) {
  const sign = useRef<UploadSign | null>(null);
  const signing = useRef<Promise<UploadSign> | null>(null);
  const [draftId, setDraftId] = useState(existingDraftId ?? '');

  const current = (): Promise<UploadSign> => {
    if (sign.current && stillValid(sign.current.expiresAt, Date.now(), RENEW_MARGIN_MS)) return Promise.resolve(sign.current);
    signing.current ??= signer(sign.current?.draftId ?? existingDraftId)
      .then((s) => {
        sign.current = s;
        setDraftId(s.draftId);
        return s;
      })
      .finally(() => {
        signing.current = null;
      });
    return signing.current;
  };

  return {
    /** The draft the material belongs to; '' until the first slot is signed. */
    draftId,
    /** A live token for one kind of material. */
    token: async (kind: string): Promise<string> => {
      const t = (await current()).tokens[kind];
      if (!t) throw new Error(`no upload slot for ${kind}`);
      return t;
    },
  };
}
