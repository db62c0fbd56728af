import { describe, expect, it } from 'vitest';
import { createTestApp } from './helpers';

describe('GET /healthz', () => {
  it('answers 200 while the database answers and 503 when it does not', async () => {
    const t = await createTestApp();
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    await t.db.destroy();
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(503);
    await t.close();
  });
});
