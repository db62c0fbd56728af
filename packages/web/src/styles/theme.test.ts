import { afterEach, describe, expect, it, vi } from 'vitest';

const themeWhere = async (reduce: boolean) => {
  vi.resetModules();
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)' }));
  return (await import('./theme')).theme;
};

describe('theme', () => {
  afterEach(() => void vi.unstubAllGlobals());

  it('turns antd motion off for whoever asked for reduced motion, and keeps it otherwise', async () => {
    expect((await themeWhere(true)).token?.motion).toBe(false);
    expect((await themeWhere(false)).token?.motion).toBe(true);
  });
});
