import { listEndpoints } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { CONTROL_CHAR_MESSAGE } from '../src/platform/http/control-chars';
import { send } from './helpers';
import { signedIn, suiteApp } from './suite';

/** Attacks with hostile text: a NUL or another control character in any field of any endpoint. */
describe('security: control characters in text input', () => {
  const t = suiteApp();
  const [admin, demo] = signedIn(t, 'admin', 'demo');

  // A body kept as text (a payment notification) is another system's signed message, not fields of ours: its signature is checked instead.
  const textEndpoints = listEndpoints().filter(({ endpoint: e }) => e.encoding !== 'multipart' && e.encoding !== 'text' && e.path !== '/a/logout');

  it.each(['\u0000', '\u0007', '\u001b', '\u007f'])('refuses %j in a field of every endpoint with a Chinese message, never a server error', async (bad) => {
    const failures: string[] = [];
    for (const { key, endpoint: e } of textEndpoints) {
      // Public endpoints without a session, the rest as a role that may call them.
      const who = e.access === 'public' ? null : e.access.startsWith('equipment') || e.access.startsWith('companyInfo') ? demo : admin;
      const params = Object.fromEntries(Object.keys(e.params?.shape ?? {}).map((k) => [k, `x${bad}y`]));
      const res = await send(t, e, who, { ...params, keyword: `a${bad}b`, name: `名${bad}字` });
      const body = res.json<{ code?: string; errorMsg?: string }>();
      if (res.statusCode === 403 || res.statusCode === 401) continue; // a role that may not call it learns nothing more
      if (res.statusCode !== 200 || body.code !== 'BAD_INPUT' || body.errorMsg !== CONTROL_CHAR_MESSAGE) failures.push(`${key} ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
  });

  it('keeps tab and line breaks, which multi-line text needs', async () => {
    const res = await send(t, listEndpoints().find((x) => x.key === 'errorLog.save')!.endpoint, null, {
      type: 'script',
      code: 0,
      message: 'line one\n\tline two\r\n',
      url: 'http://127.0.0.1/home',
    });
    expect(res.json().success).toBe(true);
  });
});
