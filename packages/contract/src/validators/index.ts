export * from './messages';
export * from './rules';
export * from './zod';
export * from './params';
export * from './dates';
export * from './codes';
