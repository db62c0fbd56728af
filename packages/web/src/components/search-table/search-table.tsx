import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { Button, Col, Empty, Form, Grid, Row, Space, Table, type FormItemProps, type TableColumnType, type TableProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { isVisible, useColumnPrefs } from './column-prefs';
import { ColumnSettings } from './column-settings';
import { useTableFit } from './table-fit';
import { pagerTotal, type SearchTableState } from './use-search-table';
import './search-table.css';

export interface SearchField<F> {
  /** The filter the field edits; without one the field only shows something (a chosen unit, say). */
  name?: keyof F & string;
  label: string;
  input: ReactNode;
  itemProps?: Omit<FormItemProps, 'name' | 'label' | 'children'>;
}

export type SearchColumn<R, S extends string = string> = Omit<TableColumnType<R>, 'key' | 'title' | 'sorter' | 'sortOrder'> & {
  key: string;
  title: string;
  /** The server's sort field behind this column, which makes it sortable. */
  sortField?: S;
  /** Always shown and left out of the column settings (the actions column). */
  always?: boolean;
  /** Hidden until the user adds it in the column settings. */
  extra?: boolean;
};

/** The part of a TanStack query the table reads. */
export interface SearchResult<R> {
  data?: { list: R[]; count: number; capped?: boolean };
  isFetching: boolean;
  isError: boolean;
  /** Asked again when 查询 or 重置 leaves the filters as they were: the rows may have changed elsewhere since. */
  refetch: () => unknown;
}

interface SearchTableProps<R, F, S extends string> {
  table: SearchTableState<F, S>;
  result: SearchResult<R>;
  fields: SearchField<F>[];
  columns: SearchColumn<R, S>[];
  rowKey: TableProps<R>['rowKey'];
  /** What an empty list says. */
  empty: string;
  /** Keeps the user's column choices under this key and offers the column settings. */
  settingsKey?: string;
  /** Buttons above the table (export and the like). */
  toolbar?: ReactNode;
  /** The pager's total, given the count ('10000+' when the server stopped counting). */
  totalText?: (count: string) => string;
  /** Prefixes the fields' ids, for pages that can be open in several tabs at once. */
  formName?: string;
  labelWidth?: number;
  tableProps?: Omit<TableProps<R>, 'columns' | 'dataSource' | 'loading' | 'pagination' | 'rowKey' | 'onChange' | 'locale'>;
}

/** Fields per row at the current width; the actions take the last cell of the last row. */
function useColumnsPerRow(): number {
  const screens = Grid.useBreakpoint();
  return screens.xxl ? 4 : screens.lg ? 3 : screens.md ? 2 : 1;
}

const COLLAPSED_ROWS = 2;
const hasValue = (v: unknown) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);

/** Filters compared as the query sees them: a field left empty is the same as one never set. */
function sameFilters(a: object, b: object): boolean {
  const set = (o: object) => Object.fromEntries(Object.entries(o).filter(([, v]) => hasValue(v)));
  const [x, y] = [set(a), set(b)];
  const keys = Object.keys(x);
  return keys.length === Object.keys(y).length && keys.every((k) => JSON.stringify(x[k]) === JSON.stringify(y[k]));
}

/** The key of the column of row actions, which stays pinned to the right edge however wide the table. */
const ACTIONS_KEY = 'actions';

/**
 * A search form over a server-paged table: 查询 applies the fields, 重置 clears them, a long form
 * folds to two rows, and columns can be sorted by the server and shown or hidden by the user.
 */
export function SearchTable<R extends object, F extends object, S extends string = string>({
  table,
  result,
  fields,
  columns,
  rowKey,
  empty,
  settingsKey,
  toolbar,
  totalText = (n) => `共 ${n} 条`,
  formName,
  labelWidth = 84,
  tableProps,
}: SearchTableProps<R, F, S>) {
  const [form] = Form.useForm<F>();
  const perRow = useColumnsPerRow();
  const [prefs, setPrefs] = useColumnPrefs(settingsKey);
  const [toggled, setToggled] = useState<boolean | null>(null);
  const fit = useTableFit();

  const foldAt = perRow * COLLAPSED_ROWS - 1;
  const foldable = fields.length > foldAt;
  // Until the user folds or unfolds, a form opened with a filter in its lower rows shows them.
  const expanded = toggled ?? fields.slice(foldAt).some((f) => f.name && hasValue(table.filters[f.name]));
  const shownFields = foldable && !expanded ? foldAt : fields.length;
  const span = 24 / perRow;

  // The same query would not be asked again by itself: 查询 is how a user sees what changed elsewhere.
  const search = (filters: F) => {
    const unchanged = table.pageNo === 1 && sameFilters(filters, table.filters);
    table.search(filters);
    if (unchanged) void result.refetch();
  };

  const reset = () => {
    const values: Record<string, unknown> = {};
    for (const f of fields) if (f.name) values[f.name] = table.blank[f.name];
    form.setFieldsValue(values as Parameters<typeof form.setFieldsValue>[0]);
    search(table.blank);
  };

  const choices = columns.filter((c) => !c.always).map((c) => ({ key: c.key, title: c.title, defaultVisible: !c.extra }));
  const visible = new Set(choices.filter((c) => isVisible(c, prefs)).map((c) => c.key));
  const tableColumns: TableColumnType<R>[] = columns
    .filter((c) => c.always || visible.has(c.key))
    .map(({ sortField, always: _always, extra: _extra, ...c }) => ({
      ...(c.key === ACTIONS_KEY ? { fixed: 'right' as const } : {}),
      ...c,
      ...(sortField ? { sorter: true, sortOrder: table.sort?.field === sortField ? table.sort.order : null } : {}),
    }));

  const data = result.data;
  const capped = !!data?.capped;

  return (
    <>
      <Form<F> form={form} name={formName} className="search-bar search-table-form" labelCol={{ flex: `${labelWidth}px` }} initialValues={table.filters} onFinish={search}>
        <Row gutter={[16, 12]}>
          {fields.map((f, i) => {
            // A plain string: Form.Item infers its store type from `name`, which it cannot do from the still generic `keyof F`.
            const name: string | undefined = f.name;
            return (
              // Folded fields stay mounted (display only), so their values still count.
              <Col key={name ?? f.label} className="search-table-field" span={span} style={i >= shownFields ? { display: 'none' } : undefined}>
                <Form.Item name={name} label={f.label} {...f.itemProps}>
                  {f.input}
                </Form.Item>
              </Col>
            );
          })}
          <Col span={span} offset={(perRow - 1 - (shownFields % perRow)) * span} className="search-table-actions">
            <Space>
              <Button type="primary" htmlType="submit">
                查询
              </Button>
              <Button onClick={reset}>重置</Button>
              {foldable && (
                <Button type="link" onClick={() => setToggled(!expanded)} icon={expanded ? <UpOutlined /> : <DownOutlined />} iconPlacement="end">
                  {expanded ? '收起' : '展开'}
                </Button>
              )}
            </Space>
          </Col>
        </Row>
      </Form>
      {(toolbar || settingsKey) && (
        <div className="search-table-toolbar">
          <Space wrap>{toolbar}</Space>
          {settingsKey && <ColumnSettings columns={choices} prefs={prefs} onChange={setPrefs} />}
        </div>
      )}
      <Table<R>
        size="middle"
        {...fit(tableColumns)}
        {...tableProps}
        rowKey={rowKey}
        columns={tableColumns}
        dataSource={data?.list}
        loading={result.isFetching}
        onChange={(_, __, sorter, extra) => {
          if (extra.action !== 'sort') return;
          const s = Array.isArray(sorter) ? sorter[0] : sorter;
          const field = columns.find((c) => c.key === s?.columnKey)?.sortField;
          table.setSort(field && s.order ? { field, order: s.order } : undefined);
        }}
        pagination={{
          current: table.pageNo,
          pageSize: table.pageSize,
          total: pagerTotal(data?.count ?? 0, capped, table.pageNo, table.pageSize, data?.list.length ?? 0),
          showSizeChanger: true,
          showTotal: () => totalText(`${data?.count ?? 0}${capped ? '+' : ''}`),
          onChange: table.setPage,
        }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={result.isError ? '加载失败，请稍后重试' : empty} /> }}
      />
    </>
  );
}
