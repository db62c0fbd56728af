import type { FastifyRequest } from 'fastify';
import { badInput } from './errors';

// Every C0 control character and DEL except tab, line feed and carriage return: none belongs in a form's text, and
// PostgreSQL cannot store NUL in text at all.
// eslint-disable-next-line no-control-regex -- the pattern names the control characters on purpose.
const FORBIDDEN = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

export const CONTROL_CHAR_MESSAGE = '提交的内容含有不可见的控制字符，请删除后重新提交';

/** Whether any string in a parsed body, query or path (at any depth, keys included) holds a forbidden character. */
function holdsControlChar(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return FORBIDDEN.test(value);
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => holdsControlChar(v, depth + 1));
  return Object.entries(value).some(([k, v]) => FORBIDDEN.test(k) || holdsControlChar(v, depth + 1));
}

/** A route's preValidation: refuses any text input carrying control characters, before the schema reads it. */
export async function refuseControlChars(req: FastifyRequest): Promise<void> {
  if (holdsControlChar(req.params) || holdsControlChar(req.query) || holdsControlChar(req.body)) throw badInput(CONTROL_CHAR_MESSAGE);
}
