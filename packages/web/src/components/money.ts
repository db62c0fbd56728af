import { fenToYuan } from '@portal/contract/api/fee';

/** Money in fen as the lists and notices show it. */
export const yuan = (fen: number) => `¥${fenToYuan(fen)}`;
