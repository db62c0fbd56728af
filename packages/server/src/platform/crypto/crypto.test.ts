import { sm2 } from 'sm-crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from './password';
import { sm2Decrypt, sm2Encrypt } from './sm2';

describe('password hashing', () => {
  it('verifies the right password and refuses others', async () => {
    const h = await hashPassword('Demo@123456', 1000);
    expect(h).toMatch(/^pbkdf2-sm3\$1000\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('Demo@123456', h)).toBe(true);
    expect(await verifyPassword('demo@123456', h)).toBe(false);
  });
  it('salts every hash', async () => expect(await hashPassword('x', 1000)).not.toBe(await hashPassword('x', 1000)));
  it('refuses malformed stored hashes', async () => {
    for (const bad of ['', 'md5$1$a$b', 'pbkdf2-sm3$x$a$b', 'pbkdf2-sm3$0$a$b']) expect(await verifyPassword('x', bad)).toBe(false);
  });
  it('wants a rehash below the configured cost', async () => {
    const h = await hashPassword('x', 1000);
    expect(needsRehash(h, 1000)).toBe(false);
    expect(needsRehash(h, 2000)).toBe(true);
  });
});

describe('SM2 password transport', () => {
  const keys = sm2.generateKeyPairHex();
  it('decrypts what the browser encrypts, with or without the 04 prefix', () => {
    const c = sm2Encrypt('Demo@123456', keys.publicKey);
    expect(sm2Decrypt(c, keys.privateKey)).toBe('Demo@123456');
    expect(sm2Decrypt(`04${c}`, keys.privateKey)).toBe('Demo@123456');
  });
  it('answers null for clear text, tampering or another key', () => {
    const c = sm2Encrypt('Demo@123456', keys.publicKey);
    expect(sm2Decrypt('Demo@123456', keys.privateKey)).toBeNull();
    expect(sm2Decrypt(c.slice(0, -2) + (c.endsWith('00') ? '11' : '00'), keys.privateKey)).toBeNull();
    expect(sm2Decrypt(c, sm2.generateKeyPairHex().privateKey)).toBeNull();
  });
});
