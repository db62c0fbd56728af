/**
 * Passwords travel SM2-encrypted (C1C3C2, hex) under the server's public key. The library is loaded
 * on first use so it is not part of the login page's first load.
 */
export async function encryptPassword(plain: string, publicKey: string): Promise<string> {
  const { sm2 } = await import('sm-crypto');
  return sm2.doEncrypt(plain, publicKey, 1);
}
