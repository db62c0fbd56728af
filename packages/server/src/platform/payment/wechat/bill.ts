import { PaymentProviderError, yuanTextToFen, type BillLine } from '../provider';

/** The columns read from WeChat's trade bill, by their header names. */
const COLUMNS = {
  tradeTime: '交易时间',
  transactionId: '微信订单号',
  outTradeNo: '商户订单号',
  state: '交易状态',
  settled: '应结订单金额',
  total: '订单金额',
  refund: '退款金额',
} as const;

/**
 * Reads a trade bill (bill_type ALL): a header line, one line per trade whose every field starts with a
 * backtick (so a comma inside a field cannot shift the columns), then the totals under 总交易单数.
 */
export function parseTradeBill(text: string): BillLine[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = (lines[0] ?? '').split(',').map((h) => h.trim());
  const at = Object.fromEntries(Object.entries(COLUMNS).map(([k, name]) => [k, header.indexOf(name)])) as Record<keyof typeof COLUMNS, number>;
  if (at.outTradeNo < 0 || at.state < 0 || (at.total < 0 && at.settled < 0)) throw new PaymentProviderError('BAD_BILL', '账单格式无法识别');
  const out: BillLine[] = [];
  for (const line of lines.slice(1)) {
    if (line.startsWith('总交易单数')) break;
    if (!line.startsWith('`')) continue;
    const fields = line.slice(1).split(',`');
    const field = (i: number) => (i >= 0 ? (fields[i] ?? '').trim() : '');
    const amount = field(at.total) || field(at.settled);
    out.push({
      outTradeNo: field(at.outTradeNo),
      transactionId: field(at.transactionId),
      state: field(at.state),
      amountFen: yuanTextToFen(amount || '0'),
      refundFen: yuanTextToFen(field(at.refund) || '0'),
      tradeTime: field(at.tradeTime),
    });
  }
  return out;
}
