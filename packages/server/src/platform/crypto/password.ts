import { pbkdf2, randomBytes, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const pbkdf2Async = promisify(pbkdf2);
const ALGORITHM = 'pbkdf2-sm3';
const KEY_LENGTH = 32;

/**
 * Password hashes are `pbkdf2-sm3$<iterations>$<salt>$<hash>`: the algorithm and its cost travel
 * with each hash, so the cost can be raised later and old hashes upgraded at the next login.
 */
export async function hashPassword(password: string, iterations: number): Promise<string> {
  const salt = randomBytes(16);
  const hash = await pbkdf2Async(password, salt, iterations, KEY_LENGTH, 'sm3');
  return [ALGORITHM, iterations, salt.toString('base64'), hash.toString('base64')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [alg, iter, salt, hash] = stored.split('$');
  const iterations = Number(iter);
  if (alg !== ALGORITHM || !Number.isInteger(iterations) || iterations < 1 || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await pbkdf2Async(password, Buffer.from(salt, 'base64'), iterations, expected.length, 'sm3');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** True when a stored hash was made with another algorithm or a lower cost than configured now. */
export function needsRehash(stored: string, iterations: number): boolean {
  const [alg, iter] = stored.split('$');
  return alg !== ALGORITHM || Number(iter) < iterations;
}
