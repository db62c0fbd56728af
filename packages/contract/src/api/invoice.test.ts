import { describe, expect, it } from 'vitest';
import { MSG } from '../validators/messages';
import { INVOICE_MESSAGES, bankAccount, invoiceNo, saveInvoiceInput } from './invoice';

const base = {
  kind: 'general',
  buyerName: '宁波海曙示范物业有限公司',
  taxNo: '',
  email: 'caiwu@example.cn',
  applyIds: ['a1'],
  amountFen: 45500,
};
const messages = (v: object) => {
  const r = saveInvoiceInput.safeParse({ ...base, ...v });
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('the invoice request form', () => {
  it('takes a general invoice without a tax number, or with "/"', () => {
    expect(messages({})).toEqual([]);
    expect(messages({ taxNo: '/' })).toEqual([]);
  });
  it('checks the tax number by the spec §5 rule', () => {
    expect(messages({ taxNo: '91330203ma2ab3c47u' })).toEqual([MSG.taxNoLength]);
    expect(messages({ taxNo: '91330203MO2AB3C47U' })).toEqual([MSG.taxNoForbidden]);
    expect(messages({ taxNo: '9133020宁MA2AB3C47U' })).toEqual([MSG.noChinese]);
  });
  it('needs an e-mail or a mobile to send the invoice to', () => {
    expect(messages({ email: '' })).toEqual([INVOICE_MESSAGES.receiver]);
    expect(messages({ email: '', mobile: '13857400001' })).toEqual([]);
    expect(messages({ email: 'a@b' })).toEqual([MSG.email]);
  });
  it('needs the tax number, bank and account for a special VAT invoice', () => {
    expect(messages({ kind: 'special' })).toEqual([INVOICE_MESSAGES.taxNo, INVOICE_MESSAGES.bankName, INVOICE_MESSAGES.bankAccount]);
    expect(messages({ kind: 'special', taxNo: '91330203MA2AB3C47U', bankName: '中国工商银行宁波海曙支行', bankAccount: '3901 1000 0920 0123 456' })).toEqual([]);
  });
  it('takes amounts in whole fen above zero', () => {
    expect(messages({ amountFen: 0 })).toEqual(['开票金额须大于0']);
    expect(messages({ amountFen: 10.5 })).toEqual(['开票金额最多两位小数']);
  });
  it('checks bank account and invoice numbers', () => {
    expect(bankAccount('3901100009200123456')).toBeNull();
    expect(bankAccount('3901-1000')).not.toBeNull();
    expect(invoiceNo('26332000000012345678')).toBeNull();
    expect(invoiceNo('1234567')).not.toBeNull();
  });
});
