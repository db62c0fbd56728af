import { z } from 'zod';
import { pageInput } from './envelope';
import { endpointsWith, nothing, pageOf } from './endpoint';

export const ERROR_LOG_TYPES = ['script', 'ajax'] as const;

/** Spec §3 error log entry as the browser sends it; who sent it is taken from the session, not the body. */
export const saveErrorLogInput = z.object({
  type: z.enum(ERROR_LOG_TYPES, { error: '错误类型不正确' }),
  code: z.coerce.number({ error: '错误码必须是数字' }).int().min(0).max(999),
  message: z
    .string({ error: '错误信息不能为空' })
    .min(1, '错误信息不能为空')
    .transform((s) => s.slice(0, 2000)),
  url: z.string().max(2000, '页面地址过长').default(''),
});

export const findErrorLogInput = pageInput.extend({
  type: z
    .enum(ERROR_LOG_TYPES)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  keyword: z.string().trim().max(100).optional(),
});

export const errorLogEntry = z.object({
  id: z.string(),
  type: z.string(),
  code: z.number(),
  message: z.string(),
  url: z.string(),
  time: z.string(),
  token: z.string(),
  userId: z.string(),
  userName: z.string(),
  userAgent: z.string(),
});
export type ErrorLogEntry = z.output<typeof errorLogEntry>;

// Public: a page that fails before or without a login reports too. A report is small; a big body is refused early.
const reporting = endpointsWith({ spec: '§7 Accounts and resets: POST save_error_logger', access: 'public', bodyLimit: 16 * 1024 });
const reading = endpointsWith({ spec: 'the error_logger_page route lists what save_error_logger stored', access: 'errorLog' });

/** Spec §7 save_error_logger and §8: the browser's error reports, and the list behind error_logger_page. */
export const errorLogApi = {
  save: reporting({ path: '/save_error_logger', title: '上报前端错误', input: saveErrorLogInput, output: nothing }),
  findPage: reading({ path: '/a/stone/errorLogger/findPage', title: '错误日志列表', input: findErrorLogInput, output: pageOf(errorLogEntry) }),
} as const;
