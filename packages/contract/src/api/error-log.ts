import { z } from 'zod';
import { pageInput } from './envelope';

export const ERROR_LOG_TYPES = ['script', 'ajax'] as const;

/** Spec §3 error log entry as the browser sends it; who sent it is taken from the session, not the body. */
export const saveErrorLogInput = z.object({
  type: z.enum(ERROR_LOG_TYPES, { error: '错误类型不正确' }),
  code: z.coerce.number({ error: '错误码必须是数字' }).int().min(0).max(999),
  message: z.string({ error: '错误信息不能为空' }).min(1, '错误信息不能为空').transform((s) => s.slice(0, 2000)),
  url: z.string().max(2000, '页面地址过长').default(''),
});

export const findErrorLogInput = pageInput.extend({
  type: z.enum(ERROR_LOG_TYPES).optional().or(z.literal('').transform(() => undefined)),
  keyword: z.string().trim().max(100).optional(),
});

export interface ErrorLogEntry {
  id: string;
  type: string;
  code: number;
  message: string;
  url: string;
  time: string;
  token: string;
  userId: string;
  userName: string;
  userAgent: string;
}
