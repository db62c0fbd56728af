import { dictApi, type DictItem } from '@portal/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DictLabel } from './dict-label';
import { DictSelect } from './dict-select';

const item = (value: string, label: string, status: DictItem['status'] = 'enabled'): DictItem => ({
  id: `id-${value}`,
  type: 'unit_type',
  value,
  label,
  parentValue: '',
  sort: 0,
  status,
  remark: '',
  hasChildren: false,
  version: 1,
});

/** The two lookups the widgets make: enabled items of a level, and one item by value (disabled ones too). */
const ITEMS = [item('use', '使用单位'), item('maintain', '维护保养单位'), item('retired', '旧单位类型', 'disabled')];
const calls: Array<{ url: string; body: Record<string, string> }> = [];

function serve() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = JSON.parse(init.body as string) as Record<string, string>;
      calls.push({ url, body });
      const data = url === dictApi.findDictList.path ? ITEMS.filter((i) => i.status === 'enabled') : (ITEMS.find((i) => i.value === body.value) ?? null);
      return new Response(JSON.stringify({ success: true, isSuccess: true, result: true, data }), { headers: { 'content-type': 'application/json' } });
    }),
  );
}

const wrap = (ui: ReactNode) => render(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{ui}</QueryClientProvider>);

afterEach(() => {
  vi.unstubAllGlobals();
  calls.length = 0;
});

describe('DictSelect', () => {
  it('shows a stored enabled value by its label, without a lookup of its own', async () => {
    serve();
    wrap(<DictSelect type="unit_type" value="use" />);
    await screen.findByText('使用单位');
    expect(calls.map((c) => c.url)).toEqual([dictApi.findDictList.path]);
  });

  it('keeps a stored value whose item was disabled readable, marked as such', async () => {
    serve();
    wrap(<DictSelect type="unit_type" value="retired" />);
    await screen.findByText('旧单位类型（已停用）');
    expect(calls.some((c) => c.url === dictApi.findDictItem.path && c.body.value === 'retired')).toBe(true);
  });
});

describe('DictLabel', () => {
  it('resolves a value to its label, disabled items included', async () => {
    serve();
    wrap(
      <>
        <DictLabel type="unit_type" value="maintain" />|<DictLabel type="unit_type" value="retired" />
      </>,
    );
    await screen.findByText('维护保养单位|旧单位类型');
  });

  it('shows a value the dictionary does not know as it is', async () => {
    serve();
    wrap(<DictLabel type="unit_type" value="unknown-code" />);
    await screen.findByText('unknown-code');
    await vi.waitFor(() => expect(calls).toHaveLength(1));
  });
});
