import { Fragment, type Key, type ReactNode } from 'react';
import { cx } from './cx';

export interface DataColumn<Row> {
  /** the column's header, and on a phone the label of its line in each row's card */
  header: string;
  cell(row: Row): ReactNode;
  /** the cell that names its row (read out with every other cell of the row) */
  rowHeader?: boolean;
  /** figures: aligned right, in tabular digits (header and cells) */
  numeric?: boolean;
  /** in the `lines` layout, whose headers are hidden, the cell names its column before its value ("Drzewa: 8,44") */
  labelled?: boolean;
  /** the cells' own class (e.g. table__break), or a row's own */
  className?: string | ((row: Row) => string | undefined);
  /** the header cell's own class */
  headerClassName?: string;
  /** the header is for screen readers only (e.g. a column of actions) */
  headerHidden?: boolean;
  /** a column the table sorts by: its header is a button, and says how the rows are sorted by it */
  sort?: { order: 'ascending' | 'descending' | null; onSort(): void };
  /**
   * How many columns a row's cell covers, its own and the ones after it, which that row then leaves
   * out (e.g. one line saying why a row has no figures); 1 when not given. Such a cell, under
   * several headers, has no label of its own on a phone.
   */
  span?(row: Row): number;
}

/** Rows ticked for an action on several at once: a box in each row, and one in the head for all. */
export interface DataSelection<Row> {
  selected: ReadonlySet<Key>;
  onToggle(row: Row, checked: boolean): void;
  onToggleAll(checked: boolean): void;
  /** the head's box, e.g. "Zaznacz wszystkie" */
  allLabel: string;
  /** a row's box, e.g. "Zaznacz wpis z 12.05.2026" */
  label(row: Row): string;
  /** the class of the boxes' cells, the head's and the rows' */
  className?: string;
}

/** A line under a row across every column, e.g. what an opened row shows. */
export interface DataRowDetails {
  /** for the opener's aria-controls */
  id?: string;
  className?: string;
  content: ReactNode;
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
   * On a phone: `cards`, each row a card of label: value lines (the default), `lines`, each row
   * one wrapped line of its cells (up to a tablet), which its screen orders with its own classes,
   * or `table`, the table as on a desktop (a few narrow columns that fit).
   */
  phoneLayout?: 'cards' | 'lines' | 'table';
  className?: string;
  rowClassName?(row: Row): string | undefined;
  /** a row's details under it, or nothing (most rows, or a row closed) */
  rowDetails?(row: Row): DataRowDetails | undefined;
}

const PHONE_LAYOUT_CLASS = { cards: 'table--stack', lines: 'table--rows', table: undefined } as const;

/**
 * A table of rows: its columns, an empty state, optional selection and details, and a phone layout. Loading,
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
  rowDetails,
}: DataTableProps<Row>) {
  const ticked = rows.filter((row) => selection?.selected.has(rowKey(row)));
  const allTicked = rows.length > 0 && ticked.length === rows.length;
  const width = columns.length + (selection ? 1 : 0);
  return (
    <table className={cx('table', PHONE_LAYOUT_CLASS[phoneLayout], className)}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {selection && (
            <th scope="col" className={selection.className}>
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
        {rows.map((row) => {
          const details = rowDetails?.(row);
          return (
            <Fragment key={rowKey(row)}>
              <tr className={rowClassName?.(row)}>
                {selection && (
                  <td className={selection.className}>
                    <input
                      type="checkbox"
                      aria-label={selection.label(row)}
                      checked={selection.selected.has(rowKey(row))}
                      onChange={(event) => selection.onToggle(row, event.target.checked)}
                    />
                  </td>
                )}
                {cellsOf(columns, row).map(({ column, span }) => {
                  const Cell = column.rowHeader ? 'th' : 'td';
                  const own = typeof column.className === 'function' ? column.className(row) : column.className;
                  return (
                    <Cell
                      key={column.header}
                      scope={column.rowHeader ? 'row' : undefined}
                      colSpan={span > 1 ? span : undefined}
                      data-label={span > 1 ? undefined : column.header}
                      className={cx(column.numeric && 'table__number', column.labelled && 'table__labelled', own) || undefined}
                    >
                      {column.cell(row)}
                    </Cell>
                  );
                })}
              </tr>
              {details && (
                <tr id={details.id} className={details.className}>
                  <td colSpan={width}>{details.content}</td>
                </tr>
              )}
            </Fragment>
          );
        })}
        {rows.length === 0 && empty && (
          <tr>
            <td colSpan={width}>{empty}</td>
          </tr>
        )}
      </tbody>
    </table>
  );
}

/** A row's cells: the columns it shows, each with how many it covers (never past the last). */
function cellsOf<Row>(columns: readonly DataColumn<Row>[], row: Row) {
  const cells: { column: DataColumn<Row>; span: number }[] = [];
  for (let at = 0; at < columns.length; ) {
    const span = Math.min(Math.max(1, columns[at].span?.(row) ?? 1), columns.length - at);
    cells.push({ column: columns[at], span });
    at += span;
  }
  return cells;
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
