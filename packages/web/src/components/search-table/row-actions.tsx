import { Button, type ButtonProps } from 'antd';
import type { ReactNode } from 'react';
import type { SearchColumn } from './search-table';

/** A text button on a table's row: 查看, 修改, 下载证书. */
export function RowLink({ onClick, danger, loading, children }: Pick<ButtonProps, 'onClick' | 'danger' | 'loading' | 'children'>) {
  return (
    <Button type="link" size="small" onClick={onClick} danger={danger} loading={loading}>
      {children}
    </Button>
  );
}

/** The column of what each row offers, always shown. */
export const actionsColumn = <R,>(width: number, render: (record: R) => ReactNode): SearchColumn<R> => ({
  key: 'actions',
  title: '操作',
  width,
  always: true,
  render: (_, r) => render(r),
});

/** A row opens on a double click, as its 查看 opens it. */
export const openOnDoubleClick = <R,>(open: (record: R) => void) => ({ onRow: (r: R) => ({ onDoubleClick: () => open(r) }) });
