import type { ParamDef, RowColumn } from '@portal/contract/domain/equipment-params';
import { CopyOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Pagination, Radio, Select, Space, Table, type TableProps } from 'antd';
import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { VALIDATE_DELAY } from '../../../components/form-rules';
import { cellError, columnTotal, DEFAULT_MAX_ROWS, firstBadRow, insertRow, paramRule, selectOptions, type ParamRow } from './param-rules';
import './param-field.css';

/** Technical parameters live under `params` in the record's form values. */
const paramPath = (def: ParamDef) => ['params', def.key];

const numeric = (type: string | undefined) => type === 'decimal' || type === 'integer';
const inputMode = (type: string | undefined) => (type === 'decimal' ? 'decimal' : type === 'integer' ? 'numeric' : undefined);
const withUnit = (label: string, unit?: string) => (unit ? `${label}（${unit}）` : label);

interface UnitInputProps {
  value?: string;
  onChange?: (v: string) => void;
  id?: string;
  unit?: string;
  type: 'decimal' | 'integer';
}

/** A number typed as text (the contract checks the text), with its unit beside it. */
function UnitInput({ value, onChange, id, unit, type }: UnitInputProps) {
  const input = <Input id={id} value={value} onChange={(e) => onChange?.(e.target.value)} inputMode={inputMode(type)} maxLength={16} placeholder="请输入数值" />;
  if (!unit) return input;
  return (
    <Space.Compact block>
      {input}
      <Space.Addon>{unit}</Space.Addon>
    </Space.Compact>
  );
}

interface ParamInputProps {
  def: ParamDef;
  catalogueCode: string;
  value?: unknown;
  onChange?: (v: unknown) => void;
  id?: string;
  readOnly?: boolean;
  footer?: (rows: readonly ParamRow[]) => ReactNode;
}

/** The control of one parameter by its type; a form item hands it value and onChange. */
function ParamInput({ def, catalogueCode, value, onChange, id, readOnly, footer }: ParamInputProps) {
  const text = typeof value === 'string' ? value : '';
  switch (def.type) {
    case 'decimal':
    case 'integer':
      return <UnitInput id={id} value={text} onChange={onChange} unit={def.unit} type={def.type} />;
    case 'select':
      return (
        <Select<string>
          id={id}
          value={text || undefined}
          onChange={(v) => onChange?.(v ?? '')}
          allowClear={!def.required}
          placeholder="请选择"
          options={selectOptions(def, catalogueCode)}
        />
      );
    case 'yesno':
      return <Radio.Group id={id} value={text || undefined} onChange={(e) => onChange?.(e.target.value)} options={['是', '否']} />;
    case 'rows':
      return (
        <RowsEditor def={def} catalogueCode={catalogueCode} value={Array.isArray(value) ? (value as ParamRow[]) : []} onChange={onChange} readOnly={readOnly} footer={footer} />
      );
    case 'text': {
      const max = def.max ?? 100;
      return max > 100 ? (
        <Input.TextArea id={id} value={text} onChange={(e) => onChange?.(e.target.value)} maxLength={max} showCount autoSize={{ minRows: 2, maxRows: 6 }} />
      ) : (
        <Input id={id} value={text} onChange={(e) => onChange?.(e.target.value)} maxLength={max} placeholder={`请输入${def.label}`} />
      );
    }
  }
}

interface ParamFieldProps {
  def: ParamDef;
  /** The record's variety (or class): a select it pairs with in the catalogue offers and accepts only what agrees. */
  catalogueCode?: string;
  /** View mode: the form is disabled and tables offer no row tools. */
  readOnly?: boolean;
  /** A line under a table parameter (totals). */
  footer?: (rows: readonly ParamRow[]) => ReactNode;
}

/**
 * One technical parameter as a form field, checked with the contract's checkParam: the same rule
 * and message the server applies. A table parameter is one field whose value is its list of rows.
 */
export function ParamField({ def, catalogueCode = '', readOnly, footer }: ParamFieldProps) {
  const table = def.type === 'rows';
  const pairsWithCatalogue = !!def.optionsByCatalogue || !!def.columns?.some((c) => c.optionsByCatalogue);
  return (
    <Form.Item
      name={paramPath(def)}
      label={table ? undefined : withUnit(def.label, numeric(def.type) ? undefined : def.unit)}
      required={def.required || (def.minRows ?? 0) > 0}
      rules={[paramRule(def, catalogueCode)]}
      dependencies={pairsWithCatalogue ? ['catalogueCode'] : undefined}
      validateDebounce={def.type === 'select' || def.type === 'yesno' ? undefined : VALIDATE_DELAY}
    >
      <ParamInput def={def} catalogueCode={catalogueCode} readOnly={readOnly} footer={footer} />
    </Form.Item>
  );
}

/** Tables with a length in metres (pipeline units) show their total length. */
export function tableFooter(def: ParamDef): ((rows: readonly ParamRow[]) => ReactNode) | undefined {
  const length = def.columns?.find((c) => c.key === 'length' && c.unit === 'm');
  if (!length) return undefined;
  return (rows) => (
    <span className="param-rows-total">
      总长度 <strong>{columnTotal(rows, length.key)}</strong> m
    </span>
  );
}

/** 20 rows a page keeps a 500-unit pipeline quick to type in. */
const PAGE_SIZES = [20, 50, 100];

/** Paging of a rows table that callers can move (to a new row, to the first wrong one). */
export function useRowPaging() {
  const [paging, setPaging] = useState({ page: 1, pageSize: PAGE_SIZES[0] });
  return {
    ...paging,
    onPage: (page: number, pageSize: number) => setPaging((p) => ({ page: pageSize === p.pageSize ? page : 1, pageSize })),
    show: (index: number) => setPaging((p) => ({ ...p, page: Math.floor(index / p.pageSize) + 1 })),
  };
}

interface Line {
  i: number;
  row: ParamRow;
}

interface RowsTableProps {
  def: ParamDef;
  rows: readonly ParamRow[];
  paging: ReturnType<typeof useRowPaging>;
  /** A cell's content; the stored text when absent (read-only). */
  cell?: (col: RowColumn, line: Line) => ReactNode;
  actions?: (line: Line) => ReactNode;
  emptyText?: string;
}

const columnWidth = (c: RowColumn) => (c.type === 'select' || numeric(c.type) ? 120 : c.key === 'name' ? 220 : 160);

/**
 * A table parameter's rows in columns of its definition; read-only unless given cells. The table is
 * handed only the shown page, so a 500-unit pipeline types as quickly as a one-row table.
 */
export function RowsTable({ def, rows, paging, cell, actions, emptyText = '未填写' }: RowsTableProps) {
  const current = Math.min(paging.page, Math.max(1, Math.ceil(rows.length / paging.pageSize)));
  const start = (current - 1) * paging.pageSize;
  const lines: Line[] = rows.slice(start, start + paging.pageSize).map((row, j) => ({ i: start + j, row }));
  const columns: TableProps<Line>['columns'] = [
    { title: '序号', key: 'no', width: 60, align: 'center', fixed: 'left', render: (_, l) => l.i + 1 },
    ...(def.columns ?? []).map((c) => ({
      key: c.key,
      title: <span className={c.required ? 'param-col-required' : undefined}>{withUnit(c.label, c.unit)}</span>,
      width: columnWidth(c),
      render: (_: unknown, l: Line) => (cell ? cell(c, l) : l.row[c.key]),
    })),
    ...(actions ? [{ title: '操作', key: 'actions', width: 96, fixed: 'right' as const, render: (_: unknown, l: Line) => actions(l) }] : []),
  ];
  return (
    <>
      <Table<Line>
        className="param-rows"
        rowKey="i"
        size="small"
        bordered
        columns={columns}
        dataSource={lines}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText }}
        pagination={false}
      />
      {rows.length > PAGE_SIZES[0] && (
        <Pagination
          className="param-rows-pager"
          size="small"
          current={current}
          pageSize={paging.pageSize}
          total={rows.length}
          pageSizeOptions={PAGE_SIZES}
          showSizeChanger
          showTotal={(n) => `共 ${n} 行`}
          onChange={paging.onPage}
        />
      )}
    </>
  );
}

interface CellProps {
  col: RowColumn;
  catalogueCode: string;
  value: string;
  label: string;
  /** After a failed check, blank required cells are marked too, not only wrong ones. */
  markBlank: boolean;
  onChange: (v: string) => void;
}

function Cell({ col, catalogueCode, value, label, markBlank, onChange }: CellProps) {
  const error = value.trim() || markBlank ? cellError(col, value, catalogueCode) : null;
  const status = error ? 'error' : undefined;
  if (col.type === 'select')
    return (
      <Select<string>
        aria-label={label}
        title={error ?? undefined}
        status={status}
        value={value || undefined}
        onChange={(v) => onChange(v ?? '')}
        allowClear
        placeholder="请选择"
        style={{ width: '100%' }}
        options={selectOptions(col, catalogueCode)}
      />
    );
  return (
    <Input
      aria-label={label}
      aria-invalid={!!error}
      title={error ?? undefined}
      status={status}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      inputMode={inputMode(col.type)}
      maxLength={col.max ?? 100}
    />
  );
}

interface RowsEditorProps {
  def: ParamDef;
  catalogueCode: string;
  value: ParamRow[];
  onChange?: (rows: ParamRow[]) => void;
  readOnly?: boolean;
  footer?: (rows: readonly ParamRow[]) => ReactNode;
}

/** A table parameter as an editable table: add, copy and remove rows; each cell checked as the server checks it. */
function RowsEditor({ def, catalogueCode, value: rows, onChange, readOnly, footer }: RowsEditorProps) {
  const { status, errors } = Form.Item.useStatus();
  const paging = useRowPaging();
  const max = def.maxRows ?? DEFAULT_MAX_ROWS;
  const full = rows.length >= max;
  const failed = status === 'error';
  const { show } = paging;

  // A failed check may be about a row on another page: show that page. On each failed check only, not on every keystroke after it.
  const showFirstBad = useEffectEvent(() => {
    const bad = firstBadRow(def, rows, catalogueCode);
    if (bad >= 0) show(bad);
  });
  useEffect(() => {
    if (failed) showFirstBad();
  }, [failed, errors]);

  const set = (i: number, key: string, v: string) => onChange?.(rows.map((r, j) => (j === i ? { ...r, [key]: v } : r)));
  const insert = (copyOf?: number) => {
    onChange?.(insertRow(def, rows, copyOf));
    show(copyOf === undefined ? rows.length : copyOf + 1);
  };
  const remove = (i: number) => onChange?.(rows.filter((_, j) => j !== i));

  return (
    // The field's error status belongs to the table as a whole; cells show their own.
    <Form.Item noStyle validateStatus="">
      <div className="param-rows-head">
        <span className="param-rows-count">
          共 {rows.length} 行{!readOnly && `，最多 ${max} 行`}
        </span>
        {footer?.(rows)}
        {!readOnly && (
          <Button size="small" type="primary" ghost icon={<PlusOutlined />} disabled={full} onClick={() => insert()}>
            新增一行
          </Button>
        )}
      </div>
      <RowsTable
        def={def}
        rows={rows}
        paging={paging}
        emptyText={readOnly ? '未填写' : '暂无数据，请点击“新增一行”填写'}
        cell={(c, l) => (
          <Cell col={c} catalogueCode={catalogueCode} value={l.row[c.key] ?? ''} label={`第${l.i + 1}行${c.label}`} markBlank={failed} onChange={(v) => set(l.i, c.key, v)} />
        )}
        actions={
          readOnly
            ? undefined
            : (l) => (
                <Space size={0}>
                  <Button type="link" size="small" icon={<CopyOutlined />} aria-label={`复制第${l.i + 1}行`} title="复制此行" disabled={full} onClick={() => insert(l.i)} />
                  <Button type="link" size="small" danger icon={<DeleteOutlined />} aria-label={`删除第${l.i + 1}行`} title="删除此行" onClick={() => remove(l.i)} />
                </Space>
              )
        }
      />
    </Form.Item>
  );
}
