import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** 16 bytes: forging one takes 2^128 guesses, and the reference still fits a small QR code. */
const MAC_BYTES = 16;

const mac = (secret: Buffer | string, docId: string): Buffer => createHmac('sm3', secret).update(`doc:${docId}`).digest().subarray(0, MAC_BYTES);

/**
 * The reference a document's QR code carries to the public verification page: `<docId>.<mac>`.
 * Only the holder of the secret can make one, so ids cannot be enumerated from the outside.
 */
export function signDocumentRef(secret: Buffer | string, docId: string): string {
  return `${docId}.${mac(secret, docId).toString('base64url')}`;
}

/** The document id a reference names, or null when it was not signed with this secret. */
export function readDocumentRef(secret: Buffer | string, ref: string): string | null {
  const dot = ref.lastIndexOf('.');
  if (dot < 1) return null;
  const docId = ref.slice(0, dot);
  // Compared as text: decoding first would let other spellings of the same bytes pass too.
  const given = Buffer.from(ref.slice(dot + 1));
  const expected = Buffer.from(mac(secret, docId).toString('base64url'));
  return given.length === expected.length && timingSafeEqual(given, expected) ? docId : null;
}

/** SM3 of a produced file in hex: the fingerprint a verification page can show next to the record. */
export const sm3Hex = (data: Buffer): string => createHash('sm3').update(data).digest('hex');
