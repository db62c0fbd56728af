import { afterAll, beforeAll } from 'vitest';
import { createTestApp, loginAs, type Caller, type TestApp } from './helpers';

/**
 * The describe block's server on the demo data (createTestApp), started before its tests and closed after them.
 * The object stands for the server from the start, so helpers made in the describe body may hold it; its fields
 * answer once its beforeAll has run, so call it before registering the block's other hooks.
 */
export function suiteApp(env: Record<string, string> = {}, opts: { web?: boolean } = {}): TestApp {
  let live: TestApp | undefined;
  beforeAll(async () => {
    live = await createTestApp(env, opts);
  });
  afterAll(() => live?.close());
  const started = () => {
    if (!live) throw new Error('the suite server is used before its beforeAll ran');
    return live;
  };
  return {
    get app() {
      return started().app;
    },
    get ctx() {
      return started().ctx;
    },
    get db() {
      return started().db;
    },
    get config() {
      return started().config;
    },
    get pgSchema() {
      return started().pgSchema;
    },
    close: () => started().close(),
  };
}

/**
 * Demo accounts signed in one by one, in the order named, by a beforeAll of the block: it runs after the hooks
 * registered before this call (suiteApp's first). Like suiteApp's server, each caller may be held from the start
 * and answers once signed in.
 */
export function signedIn<const N extends readonly string[]>(t: TestApp, ...logins: N): { [K in keyof N]: Caller } {
  const sessions: Caller[] = [];
  beforeAll(async () => {
    for (const [i, login] of logins.entries()) sessions[i] = await loginAs(t, login);
  });
  const session = (i: number) => {
    if (!sessions[i]) throw new Error(`${logins[i]} is used before its beforeAll signed it in`);
    return sessions[i];
  };
  return logins.map((_, i) => ({
    get cookie() {
      return session(i).cookie;
    },
    get sessionid() {
      return session(i).sessionid;
    },
    get extendSessionId() {
      return session(i).extendSessionId;
    },
  })) as { [K in keyof N]: Caller };
}
