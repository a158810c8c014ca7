import type { Key, ReactNode } from 'react';
import { cx } from './cx';

export interface DataColumn<Row> {
  /** the column's header, and on a phone the label of its line in each row's card */
  header: string;
  cell(row: Row): ReactNode;
  /** the cell that names its row (read out with every other cell of the row) */
  rowHeader?: boolean;
  /** figures: aligned right, in tabular digits (header and cells) */
  numeric?: boolean;
  /** the cells' own class (e.g. table__break) */
  className?: string;
  /** the header cell's own class */
  headerClassName?: string;
  /** the header is for screen readers only (e.g. a column of actions) */
  headerHidden?: boolean;
  /** a column the table sorts by: its header is a button, and says how the rows are sorted by it */
  sort?: { order: 'ascending' | 'descending' | null; onSort(): void };
}

/** Rows ticked for an action on several at once: a box in each row, and one in the head for all. */
export interface DataSelection<Row> {
  selected: ReadonlySet<Key>;
  onToggle(row: Row, checked: boolean): void;
  onToggleAll(checked: boolean): void;
  /** the head's box, e.g. "Zaznacz wszystkie" */
  allLabel: string;
  /** a row's box, e.g. "Zaznacz wpis z 12-05-2026" */
  label(row: Row): string;
}

interface DataTableProps<Row> {
  /** what the table shows, read out as its caption (hidden) */
  caption: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey(row: Row): Key;
  /** shown across the table when there are no rows */
  empty?: ReactNode;
  selection?: DataSelection<Row>;
  /**
   * On a phone: `cards`, each row a card of label: value lines (the default), or `lines`, each row
   * one wrapped line of its cells (up to a tablet), which its screen orders with its own classes.
   */
  phoneLayout?: 'cards' | 'lines';
  className?: string;
  rowClassName?(row: Row): string | undefined;
}

/**
 * A table of rows: its columns, an empty state, optional selection, and a phone layout. Loading,
 * failure and paging are RemoteContent's and PagedContent's, around it.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  selection,
  phoneLayout = 'cards',
  className,
  rowClassName,
}: DataTableProps<Row>) {
  const ticked = rows.filter((row) => selection?.selected.has(rowKey(row)));
  const allTicked = rows.length > 0 && ticked.length === rows.length;
  const width = columns.length + (selection ? 1 : 0);
  return (
    <table className={cx('table', phoneLayout === 'cards' ? 'table--stack' : 'table--rows', className)}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {selection && (
            <th scope="col">
              <input
                type="checkbox"
                aria-label={selection.allLabel}
                checked={allTicked}
                ref={(input) => {
                  if (input) input.indeterminate = ticked.length > 0 && !allTicked;
                }}
                disabled={rows.length === 0}
                onChange={(event) => selection.onToggleAll(event.target.checked)}
              />
            </th>
          )}
          {columns.map((column) => (
            <th
              key={column.header}
              scope="col"
              className={cx(column.numeric && 'table__number', column.headerClassName) || undefined}
              aria-sort={column.sort?.order ?? undefined}
            >
              <HeaderContent column={column} />
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className={rowClassName?.(row)}>
            {selection && (
              <td>
                <input
                  type="checkbox"
                  aria-label={selection.label(row)}
                  checked={selection.selected.has(rowKey(row))}
                  onChange={(event) => selection.onToggle(row, event.target.checked)}
                />
              </td>
            )}
            {columns.map((column) => {
              const Cell = column.rowHeader ? 'th' : 'td';
              return (
                <Cell
                  key={column.header}
                  scope={column.rowHeader ? 'row' : undefined}
                  data-label={column.header}
                  className={cx(column.numeric && 'table__number', column.className) || undefined}
                >
                  {column.cell(row)}
                </Cell>
              );
            })}
          </tr>
        ))}
        {rows.length === 0 && empty && (
          <tr>
            <td colSpan={width}>{empty}</td>
          </tr>
        )}
      </tbody>
    </table>
  );
}

const SORT_ICONS = { ascending: '▲', descending: '▼', none: '↕' } as const;

function HeaderContent<Row>({ column: { header, headerHidden, sort } }: { column: DataColumn<Row> }) {
  if (headerHidden) return <span className="visually-hidden">{header}</span>;
  if (!sort) return <>{header}</>;
  return (
    <button type="button" className="table__sort" onClick={sort.onSort}>
      {header}
      <span className="table__sort-icon" aria-hidden="true">
        {SORT_ICONS[sort.order ?? 'none']}
      </span>
    </button>
  );
}
