import type { TableProps } from 'antd';
import { useContext } from 'react';
import { ScrollContainerContext } from '../../state/scroll-container';

/**
 * What a column without a width of its own keeps at least, before the table scrolls sideways rather than squeeze it:
 * text that wraps needs room for a few words a line; text cut short with … shows in full on hover, so less will do.
 */
export const FLEXIBLE_COLUMN_MIN = { wrapping: 160, ellipsis: 96 };

interface ColumnWidth {
  width?: number | string;
  ellipsis?: unknown;
}

/** The width under which a table scrolls sideways: each column's own width, and a share for each column without one. */
export function minTableWidth(columns: readonly ColumnWidth[]): number {
  return columns.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : c.ellipsis ? FLEXIBLE_COLUMN_MIN.ellipsis : FLEXIBLE_COLUMN_MIN.wrapping), 0);
}

/**
 * Table props that keep every column whole: the table fills its box, and where the box is narrower than the columns
 * need it scrolls sideways instead of squeezing them (columns without a width would shrink to nothing). The header
 * and the scroll bar stay in view while the page scrolls, since a list is often taller than the screen and would
 * leave its scroll bar, and with it any sign that more columns follow, below the fold.
 */
export function useTableFit(): (columns: readonly ColumnWidth[]) => Pick<TableProps<never>, 'scroll' | 'sticky'> {
  const container = useContext(ScrollContainerContext);
  return (columns) => ({ scroll: { x: minTableWidth(columns) }, sticky: { getContainer: container } });
}
