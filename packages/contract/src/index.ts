import { z } from 'zod';

// Default zod messages in Chinese, for web and server alike; schemas still name their fields where it helps.
z.config(z.locales.zhCN());

export * from './validators';
export * from './domain/codes';
export * from './domain/permissions';
export * from './domain/equipment-params';
export * from './api/envelope';
export * from './api/session';
export * from './api/error-log';
export * from './api/message';
export * from './api/dict';
export * from './domain/dict-types';
export * from './domain/attachments';
export * from './api/attachment';
export * from './api/unit';
export * from './api/article';
export * from './api/sms';
export * from './api/account';
export * from './api/password-reset';
export * from './api/member';
export * from './api/equipment';
export * from './api/operator';
export * from './api/use-regist';
export * from './api/document';
export * from './api/reg-change';
export * from './domain/workflow';
export * from './api/endpoint';
export * from './api/table';
export * from './domain/flows';
export * from './api/flow-log';
export * from './api/health';
export * from './api/docs';
export * from './api/audit';
export * from './api/spec-paths';
export * from './domain/working-days';
export * from './api/calendar';
