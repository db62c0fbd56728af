import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App, ConfigProvider, Input } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../state/storage';
import { SearchTable, type SearchColumn, type SearchField } from './search-table';
import { FLEXIBLE_COLUMN_MIN, minTableWidth } from './table-fit';
import { pagerTotal, useSearchTable, type Sort } from './use-search-table';

interface Row {
  id: string;
  name: string;
  city: string;
}
interface Filters {
  keyword?: string;
  city?: string;
}

const ROWS: Row[] = Array.from({ length: 25 }, (_, i) => ({ id: `r${i}`, name: `记录${String(i).padStart(2, '0')}`, city: i % 2 ? '宁波' : '杭州' }));

/** What the "server" was last asked for. */
let asked: { filters: Filters; pageNo: number; pageSize: number; sort: Sort<'name' | 'updatedAt'> | undefined };
/** How often the same query was asked again. */
let refetched = 0;

const FIELDS: SearchField<Filters>[] = [
  { name: 'keyword', label: '关键字', input: <Input placeholder="名称" /> },
  { name: 'city', label: '城市', input: <Input placeholder="城市" /> },
];

const COLUMNS: SearchColumn<Row, 'name' | 'updatedAt'>[] = [
  { key: 'name', title: '名称', dataIndex: 'name', sortField: 'name' },
  { key: 'city', title: '城市', dataIndex: 'city' },
  { key: 'id', title: '编号', dataIndex: 'id', extra: true },
  { key: 'actions', title: '操作', always: true, render: () => '查看' },
];

function Harness({ initial, capped = false, fields = FIELDS }: { initial?: Filters; capped?: boolean; fields?: SearchField<Filters>[] }) {
  const table = useSearchTable<Filters, 'name' | 'updatedAt'>({ initial, defaultSort: { field: 'updatedAt', order: 'descend' } });
  // Recorded after each commit, as a query would be sent (render, fireEvent and waitFor run inside act, which flushes effects).
  useEffect(() => {
    asked = { filters: table.filters, pageNo: table.pageNo, pageSize: table.pageSize, sort: table.sort };
  });
  const f = table.filters;
  const matching = ROWS.filter((r) => (!f.keyword || r.name.includes(f.keyword)) && (!f.city || r.city === f.city));
  const list = matching.slice((table.pageNo - 1) * table.pageSize, table.pageNo * table.pageSize);
  return (
    // As in the shell: Chinese texts, no space inserted into two-character buttons.
    <ConfigProvider locale={zhCN} button={{ autoInsertSpace: false }}>
      <App>
        <SearchTable<Row, Filters, 'name' | 'updatedAt'>
          table={table}
          result={{ data: { list, count: capped ? 10 : matching.length, capped }, isFetching: false, isError: false, refetch: () => refetched++ }}
          fields={fields}
          columns={COLUMNS}
          rowKey="id"
          empty="暂无记录"
          settingsKey="test.rows"
          toolbar={<button type="button">导出</button>}
        />
      </App>
    </ConfigProvider>
  );
}

const rowNames = () =>
  screen
    .queryAllByRole('row')
    .slice(1)
    .map((r) => within(r).queryAllByRole('cell')[0]?.textContent);
const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

describe('SearchTable', { timeout: 30_000 }, () => {
  it('applies the fields on 查询 from the first page and clears them on 重置', async () => {
    render(<Harness />);
    expect(rowNames()).toHaveLength(10);
    fireEvent.click(screen.getByTitle('3'));
    expect(asked.pageNo).toBe(3);

    fireEvent.change(screen.getByPlaceholderText('名称'), { target: { value: '记录1' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(asked.filters.keyword).toBe('记录1'));
    expect(asked.pageNo).toBe(1);
    expect(rowNames()).toEqual(['记录10', '记录11', '记录12', '记录13', '记录14', '记录15', '记录16', '记录17', '记录18', '记录19']);

    fireEvent.click(screen.getByText('重置'));
    await waitFor(() => expect(asked.filters.keyword).toBeUndefined());
    expect(screen.getByPlaceholderText<HTMLInputElement>('名称').value).toBe('');
    expect(rowNames()[0]).toBe('记录00');
  });

  it('asks again on 查询 and 重置 that leave the filters as they were, and not when they change them', async () => {
    render(<Harness />);
    refetched = 0;
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(refetched).toBe(1));
    fireEvent.click(screen.getByText('重置'));
    await waitFor(() => expect(refetched).toBe(2));

    fireEvent.change(screen.getByPlaceholderText('名称'), { target: { value: '记录1' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(asked.filters.keyword).toBe('记录1'));
    expect(refetched).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(refetched).toBe(3));
    // An emptied field is a change from the keyword, and then the same as never set.
    fireEvent.change(screen.getByPlaceholderText('名称'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(asked.filters.keyword).toBe(''));
    expect(refetched).toBe(3);
    fireEvent.click(screen.getByText('重置'));
    await waitFor(() => expect(refetched).toBe(4));
  });

  it('pins the actions column to the right edge', () => {
    render(<Harness />);
    const actions = screen.getByRole('columnheader', { name: '操作' });
    expect(actions.className).toContain('ant-table-cell-fix-end');
    expect(screen.getByRole('columnheader', { name: /名称/ }).className).not.toContain('ant-table-cell-fix');
  });

  it('sorts through the server field of a column and returns to the default order after descending', () => {
    render(<Harness />);
    expect(asked.sort).toEqual({ field: 'updatedAt', order: 'descend' });
    const name = () => screen.getByRole('columnheader', { name: /名称/ });
    fireEvent.click(name());
    expect(asked.sort).toEqual({ field: 'name', order: 'ascend' });
    fireEvent.click(name());
    expect(asked.sort).toEqual({ field: 'name', order: 'descend' });
    fireEvent.click(name());
    expect(asked.sort).toEqual({ field: 'updatedAt', order: 'descend' });
  });

  it('shows a capped count as n+ and still offers the next page while pages come back full', () => {
    render(<Harness capped />);
    expect(screen.getByText('共 10+ 条')).toBeTruthy();
    const next = screen.getByTitle('下一页');
    expect(next.getAttribute('aria-disabled')).not.toBe('true');
    fireEvent.click(next);
    expect(asked.pageNo).toBe(2);
  });

  it('hides and adds columns from the settings and remembers them per table', async () => {
    const { unmount } = render(<Harness />);
    expect(headers()).toEqual(['名称', '城市', '操作']);
    fireEvent.click(screen.getByRole('button', { name: '列设置' }));
    const settings = await screen.findByText('显示列');
    const popover = settings.closest('.ant-popover') as HTMLElement;
    // The actions column is not offered; the extra one is, unchecked.
    expect(within(popover).queryByText('操作')).toBeNull();
    fireEvent.click(within(popover).getByRole('checkbox', { name: '城市' }));
    fireEvent.click(within(popover).getByRole('checkbox', { name: '编号' }));
    expect(headers()).toEqual(['名称', '编号', '操作']);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.columns) ?? '{}')).toEqual({ 'test.rows': { city: false, id: true } });

    unmount();
    render(<Harness />);
    expect(headers()).toEqual(['名称', '编号', '操作']);
    fireEvent.click(screen.getByRole('button', { name: '列设置' }));
    fireEvent.click(await screen.findByRole('button', { name: '恢复默认' }));
    expect(headers()).toEqual(['名称', '城市', '操作']);
    expect(localStorage.getItem(STORAGE_KEYS.columns)).toBe('{}');
  });

  it('folds a long form and opens unfolded when a folded field already holds a filter', () => {
    const many: SearchField<Filters>[] = [...FIELDS, { name: 'city' as const, label: '城市二', input: <Input placeholder="城市二" /> }].map((f, i) =>
      i === 2 ? { ...f, name: undefined } : f,
    );
    // jsdom has no screen width: one field per row, so two rows fold to one field and the buttons.
    const { unmount } = render(<Harness fields={many} />);
    const cell = (placeholder: string) => screen.getByPlaceholderText(placeholder).closest('.search-table-field') as HTMLElement;
    expect(cell('名称').style.display).toBe('');
    expect(cell('城市').style.display).toBe('none');
    fireEvent.click(screen.getByText('展开'));
    expect(cell('城市').style.display).toBe('');
    fireEvent.click(screen.getByText('收起'));
    expect(cell('城市').style.display).toBe('none');
    unmount();

    render(<Harness fields={many} initial={{ city: '宁波' }} />);
    expect(cell('城市').style.display).toBe('');
    expect(screen.getByText('收起')).toBeTruthy();
    expect(rowNames()).toHaveLength(10);
    expect(rowNames().every((n) => Number(n?.slice(2)) % 2 === 1)).toBe(true);
  });
});

describe('table width', () => {
  it('is each column’s own width, and a share for each column without one, less for one that ends in …', () => {
    expect(minTableWidth([{ width: 120 }, {}, { ellipsis: true }, { width: '30%' }])).toBe(
      120 + FLEXIBLE_COLUMN_MIN.wrapping + FLEXIBLE_COLUMN_MIN.ellipsis + FLEXIBLE_COLUMN_MIN.wrapping,
    );
  });

  it('lays the table out at least that wide, so a narrow box scrolls it instead of squeezing columns, and keeps its header and scroll bar in view', () => {
    render(<Harness />);
    // 名称, 城市 and 操作 have no width of their own; the extra 编号 is hidden.
    const widths = [...document.querySelectorAll<HTMLTableElement>('.ant-table table')].map((t) => t.style.width);
    expect(widths.length).toBeGreaterThan(0);
    expect(new Set(widths)).toEqual(new Set([`${3 * FLEXIBLE_COLUMN_MIN.wrapping}px`]));
    expect(document.querySelector('.ant-table-sticky-holder')).not.toBeNull();
  });
});

describe('pagerTotal', () => {
  it('is the count when the server counted everything', () => {
    expect(pagerTotal(42, false, 3, 10, 10)).toBe(42);
  });

  it('keeps a next page after a capped count while pages are full, and stops at a short page', () => {
    expect(pagerTotal(10_000, true, 1000, 10, 10)).toBe(10_001);
    expect(pagerTotal(10_000, true, 1001, 10, 10)).toBe(10_011);
    expect(pagerTotal(10_000, true, 1002, 10, 4)).toBe(10_014);
    expect(pagerTotal(10_000, true, 2, 10, 10)).toBe(10_000);
  });
});
