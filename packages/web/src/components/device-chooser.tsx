import { Input, Space, Table, type TableColumnsType, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import type { SearchTableState } from './search-table/use-search-table';

type DeviceChooserProps<R, D extends { equipmentId: string }, F extends { keyword?: string }> = {
  /** The search and page (useSearchTable); the page turns them into its own query. */
  table: SearchTableState<F>;
  result: { data?: { list: R[]; count: number }; isFetching: boolean };
  columns: TableColumnsType<R>;
  /** What the search box finds a device by. */
  placeholder: string;
  /** The area's further filters, beside the search box; they apply through `table.search`, back to the first page. */
  filters?: ReactNode;
  selected: readonly D[];
  onChange: (devices: D[]) => void;
  /** One device only, picked with a radio button. */
  single?: boolean;
  /** A device held elsewhere (an open application) cannot be ticked; one already chosen can still be let go. */
  blocked?: (row: R) => boolean;
  /** What the pager counts: 共 n 台 unless given (台电梯). */
  unit?: string;
  empty?: string;
  scroll?: TableProps<R>['scroll'];
} & (R extends D ? { pick?: (row: R) => D } : { pick: (row: R) => D });

/**
 * A searchable, server-paged list of devices to choose from. The choice is kept as devices, not rows of the page in
 * view, so it holds across searches and pages; `pick` turns a row into the device the form keeps when they differ.
 */
export function DeviceChooser<R extends object, D extends { equipmentId: string }, F extends { keyword?: string }>(p: DeviceChooserProps<R, D, F>) {
  // Without `pick` the rows are the devices themselves: the props' type allows leaving it out only then.
  const pick = (p.pick as ((row: R) => D) | undefined) ?? ((row: R) => row as unknown as D);
  const keyOf = (row: R) => pick(row).equipmentId;
  const keys = new Set(p.selected.map((d) => d.equipmentId));
  const { table, result } = p;
  return (
    <>
      <Space wrap style={{ marginBottom: 8 }}>
        <Input.Search
          allowClear
          maxLength={50}
          placeholder={p.placeholder}
          style={{ width: 360 }}
          onSearch={(v) => table.search({ ...table.filters, keyword: v.trim() || undefined })}
        />
        {p.filters}
      </Space>
      <Table<R>
        size="small"
        rowKey={keyOf}
        loading={result.isFetching}
        dataSource={result.data?.list ?? []}
        scroll={p.scroll}
        locale={p.empty ? { emptyText: p.empty } : undefined}
        rowSelection={{
          type: p.single ? 'radio' : 'checkbox',
          selectedRowKeys: [...keys],
          preserveSelectedRowKeys: true,
          getCheckboxProps: (row) => ({ disabled: !!p.blocked?.(row) && !keys.has(keyOf(row)) }),
          onSelect: (row, checked) => {
            const d = pick(row);
            p.onChange(p.single ? [d] : checked ? [...p.selected, d] : p.selected.filter((x) => x.equipmentId !== d.equipmentId));
          },
          onSelectAll: (checked, _rows, changed) => {
            const changedKeys = new Set(changed.map(keyOf));
            p.onChange(checked ? [...p.selected, ...changed.filter((row) => !keys.has(keyOf(row))).map(pick)] : p.selected.filter((d) => !changedKeys.has(d.equipmentId)));
          },
        }}
        pagination={{
          current: table.pageNo,
          pageSize: table.pageSize,
          total: result.data?.count ?? 0,
          showTotal: (n) => `共 ${n} ${p.unit ?? '台'}`,
          onChange: table.setPage,
        }}
        columns={p.columns}
      />
    </>
  );
}
