import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerServedAgain, compiledSerializer } from './serializer';

const write = (schema: z.ZodType, data: unknown) => (compiledSerializer({ schema, method: 'GET', url: '/x', httpStatus: '200' }) as (d: unknown) => string)(data);

describe('the compiled answer serializer', () => {
  it('writes only what the output schema names, at every depth', () => {
    const schema = z.object({
      list: z.array(z.object({ id: z.string(), name: z.string() })),
      owner: z.object({ name: z.string() }).nullable(),
      counts: z.record(z.string(), z.number()),
    });
    const data = {
      list: [{ id: 'a', name: '甲', password_hash: 'secret', unit_id: 'u1' }],
      owner: { name: '张明', id_card: '330203199001010016' },
      counts: { '3000': 2 },
      session: 'sid',
    };
    expect(JSON.parse(write(schema, data))).toEqual({ list: [{ id: 'a', name: '甲' }], owner: { name: '张明' }, counts: { '3000': 2 } });
    expect(JSON.parse(write(schema, { ...data, owner: null }))).toMatchObject({ owner: null });
  });

  it('keeps optional fields out when absent and writes Chinese text as it is', () => {
    const schema = z.object({ success: z.boolean(), data: z.object({ t: z.string() }).optional(), errorMsg: z.string().optional() });
    expect(write(schema, { success: false, errorMsg: '请填写名称' })).toBe('{"success":false,"errorMsg":"请填写名称"}');
  });

  it('writes data marked as served again once, as the same bytes, and any other answer afresh', () => {
    const route = compiledSerializer({ schema: z.object({ data: z.object({ t: z.string() }) }), method: 'GET', url: '/x', httpStatus: '200' }) as (d: unknown) => unknown;
    const kept = answerServedAgain({ t: '甲' });
    const first = route({ data: kept });
    expect(Buffer.isBuffer(first) && first.toString()).toBe('{"data":{"t":"甲"}}');
    expect(route({ data: kept })).toBe(first);
    expect(Object.isFrozen(kept)).toBe(true);
    const fresh = { t: '乙' };
    expect(route({ data: fresh })).toBe('{"data":{"t":"乙"}}');
    fresh.t = '丙';
    expect(route({ data: fresh })).toBe('{"data":{"t":"丙"}}');
  });
});
