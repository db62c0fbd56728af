import type { DictItem } from '@portal/contract';
import { ROUTES } from '@portal/contract/api/routes.gen';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DictLabel } from './dict-label';
import { DictSelect } from './dict-select';

const item = (value: string, label: string, status: DictItem['status'] = 'enabled', parentValue = ''): DictItem => ({
  id: `id-${value}`,
  type: 'unit_type',
  value,
  label,
  parentValue,
  sort: 0,
  status,
  remark: '',
  hasChildren: false,
  version: 1,
});

/**
 * The dictionary the "server" holds: a flat level for unit types, and a tree for the cascade (two categories, each
 * with its varieties), each level in the order the server sorts it. A disabled item is offered nowhere but still
 * resolves by its value.
 */
const ITEMS = [
  item('use', '使用单位'),
  item('maintain', '维保单位'),
  item('retired', '旧单位类型', 'disabled'),
  item('3100', '曳引与强制驱动电梯', 'enabled', '3000'),
  item('3200', '液压驱动电梯', 'enabled', '3000'),
  item('3300', '自动扶梯与自动人行道', 'disabled', '3000'),
  item('2100', '固定式压力容器', 'enabled', '2000'),
];
const TOP = ['use', 'maintain', 'retired'];
const calls: Array<{ url: string; body: Record<string, string | undefined> }> = [];

/** Answers the two lookups the widgets make: the enabled items of one level, and one item by value (disabled ones too); `failing` refuses the lists. */
function serve({ failing = false } = {}) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const body = JSON.parse(init.body as string) as Record<string, string | undefined>;
      calls.push({ url, body });
      if (failing && url === ROUTES['dict.findDictList'].path) return new Response('{}', { status: 500 });
      const data =
        url === ROUTES['dict.findDictList'].path
          ? ITEMS.filter((i) => i.status === 'enabled' && (body.parentValue ? i.parentValue === body.parentValue : TOP.includes(i.value)))
          : (ITEMS.find((i) => i.value === body.value) ?? null);
      return new Response(JSON.stringify({ success: true, isSuccess: true, result: true, data }), { headers: { 'content-type': 'application/json' } });
    }),
  );
}

const wrap = (ui: ReactNode) => render(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{ui}</QueryClientProvider>);

const openList = () => fireEvent.mouseDown(screen.getByRole('combobox'));
/** The options the open list offers, by their labels, with the ones that cannot be chosen marked. */
const offered = () =>
  [...document.querySelectorAll('.ant-select-item-option')].map((o) => `${o.textContent}${o.classList.contains('ant-select-item-option-disabled') ? '（不可选）' : ''}`);
/** What the select shows as chosen (nothing but the placeholder without a value). */
const shown = () => document.querySelector('.ant-select-content-has-value')?.textContent ?? '';

afterEach(() => {
  vi.unstubAllGlobals();
  calls.length = 0;
});

describe('DictSelect', () => {
  it('offers the enabled items of its type by label, in the server’s order, and hands back the chosen value', async () => {
    serve();
    const chosen = vi.fn();
    wrap(<DictSelect type="unit_type" onChange={chosen} />);
    openList();
    await screen.findByTitle('维保单位');
    expect(offered()).toEqual(['使用单位', '维保单位']);
    fireEvent.click(screen.getByTitle('维保单位'));
    expect(chosen.mock.calls[0]?.[0]).toBe('maintain');
    expect(calls).toEqual([{ url: ROUTES['dict.findDictList'].path, body: { type: 'unit_type' } }]);
  });

  it('shows a stored enabled value by its label, without a lookup of its own', async () => {
    serve();
    wrap(<DictSelect type="unit_type" value="use" />);
    await waitFor(() => expect(shown()).toBe('使用单位'));
    expect(calls.map((c) => c.url)).toEqual([ROUTES['dict.findDictList'].path]);
  });

  it('finds options by their label as the user types', async () => {
    serve();
    wrap(<DictSelect type="unit_type" />);
    openList();
    await screen.findByTitle('使用单位');
    fireEvent.change(screen.getByRole('combobox'), { target: { value: '维保' } });
    await waitFor(() => expect(offered()).toEqual(['维保单位']));
  });

  it('keeps a stored value whose item was disabled readable, marked as such, but not to be chosen again', async () => {
    serve();
    const chosen = vi.fn();
    wrap(<DictSelect type="unit_type" value="retired" onChange={chosen} />);
    await waitFor(() => expect(shown()).toBe('旧单位类型（已停用）'));
    expect(calls.some((c) => c.url === ROUTES['dict.findDictItem'].path && c.body.value === 'retired')).toBe(true);
    openList();
    await waitFor(() => expect(offered()).toEqual(['使用单位', '维保单位', '旧单位类型（已停用）（不可选）']));
    fireEvent.click(document.querySelector('.ant-select-item-option[title="旧单位类型（已停用）"]')!);
    expect(chosen).not.toHaveBeenCalled();
  });

  it('shows a stored value the dictionary does not know as it is', async () => {
    serve();
    wrap(<DictSelect type="unit_type" value="unknown-code" />);
    await waitFor(() => expect(calls.some((c) => c.url === ROUTES['dict.findDictItem'].path)).toBe(true));
    await waitFor(() => expect(shown()).toBe('unknown-code'));
  });

  it('offers the children of the parent value it follows, and the next parent’s once that changes', async () => {
    serve();
    /** A category and its variety, as a form cascades them: a new category clears the variety. */
    function Cascade() {
      const [category, setCategory] = useState('3000');
      const [variety, setVariety] = useState<string>();
      return (
        <>
          <button type="button" onClick={() => (setCategory('2000'), setVariety(undefined))}>
            换类别
          </button>
          <DictSelect type="unit_type" parentValue={category} value={variety} onChange={setVariety} />
        </>
      );
    }
    wrap(<Cascade />);
    openList();
    await screen.findByTitle('液压驱动电梯');
    expect(offered()).toEqual(['曳引与强制驱动电梯', '液压驱动电梯']);
    fireEvent.click(screen.getByTitle('液压驱动电梯'));
    await waitFor(() => expect(shown()).toBe('液压驱动电梯'));

    fireEvent.click(screen.getByRole('button', { name: '换类别' }));
    await waitFor(() => expect(shown()).toBe(''));
    openList();
    await screen.findByTitle('固定式压力容器');
    expect(offered()).toEqual(['固定式压力容器']);
    expect(calls.filter((c) => c.url === ROUTES['dict.findDictList'].path).map((c) => c.body.parentValue)).toEqual(['3000', '2000']);
  });

  it('says the dictionary could not be read instead of offering nothing silently', async () => {
    serve({ failing: true });
    wrap(<DictSelect type="unit_type" />);
    openList();
    await screen.findByText('字典加载失败');
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
    await screen.findByText('维保单位|旧单位类型');
  });

  it('shows a value the dictionary does not know as it is', async () => {
    serve();
    wrap(<DictLabel type="unit_type" value="unknown-code" />);
    await screen.findByText('unknown-code');
    await vi.waitFor(() => expect(calls).toHaveLength(1));
  });
});
