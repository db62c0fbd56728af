import { createCipheriv, createDecipheriv, createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** 16 bytes: forging one takes 2^128 guesses, and the reference still fits a small QR code. */
const MAC_BYTES = 16;

const mac = (secret: Buffer | string, docId: string): Buffer => createHmac('sm3', secret).update(`doc:${docId}`).digest().subarray(0, MAC_BYTES);

/** A key of its own for each use of the one secret, so the cipher and the tag never share a key with the old MACs. */
const subKey = (secret: Buffer | string, use: string): Buffer => createHmac('sm3', secret).update(`docref:${use}`).digest();

/**
 * SM4-CTR under a synthetic IV (the SIV construction, RFC 5297's idea with HMAC-SM3): the IV is the tag of the id,
 * so one document always gets the same reference (a reprinted QR code matches the first print), the tag
 * authenticates it, and the id itself is encrypted.
 */
function seal(secret: Buffer | string, docId: string): Buffer {
  const plain = Buffer.from(docId, 'utf8');
  const iv = createHmac('sm3', subKey(secret, 'tag')).update(plain).digest().subarray(0, MAC_BYTES);
  const cipher = createCipheriv('sm4-ctr', subKey(secret, 'enc').subarray(0, 16), iv);
  return Buffer.concat([iv, cipher.update(plain), cipher.final()]);
}

function open(secret: Buffer | string, ref: string): string | null {
  const sealed = Buffer.from(ref, 'base64url');
  // Compared as text: decoding alone would let other spellings of the same bytes pass too.
  if (sealed.length <= MAC_BYTES || sealed.toString('base64url') !== ref) return null;
  const iv = sealed.subarray(0, MAC_BYTES);
  const decipher = createDecipheriv('sm4-ctr', subKey(secret, 'enc').subarray(0, 16), iv);
  const plain = Buffer.concat([decipher.update(sealed.subarray(MAC_BYTES)), decipher.final()]);
  const expected = createHmac('sm3', subKey(secret, 'tag')).update(plain).digest().subarray(0, MAC_BYTES);
  return timingSafeEqual(iv, expected) ? plain.toString('utf8') : null;
}

/**
 * The reference a document's QR code carries to the public verification page: the document id sealed
 * (encrypted and authenticated) with the secret, so it names no internal id and only the holder of the
 * secret can make one.
 */
export function signDocumentRef(secret: Buffer | string, docId: string): string {
  return seal(secret, docId).toString('base64url');
}

/**
 * The document id a reference names, or null when it was not made with this secret. References printed
 * before they were sealed (`<docId>.<mac>`) still read: base64url has no dot, so the two cannot be confused.
 */
export function readDocumentRef(secret: Buffer | string, ref: string): string | null {
  const dot = ref.lastIndexOf('.');
  if (dot < 0) return open(secret, ref);
  if (dot < 1) return null;
  const docId = ref.slice(0, dot);
  const given = Buffer.from(ref.slice(dot + 1));
  const expected = Buffer.from(mac(secret, docId).toString('base64url'));
  return given.length === expected.length && timingSafeEqual(given, expected) ? docId : null;
}

/** SM3 of a produced file in hex: the fingerprint a verification page can show next to the record. */
export const sm3Hex = (data: Buffer): string => createHash('sm3').update(data).digest('hex');
