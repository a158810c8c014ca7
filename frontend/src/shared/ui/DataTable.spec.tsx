import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DataTable, type DataColumn } from './DataTable';

interface Team {
  id: number;
  name: string;
  qty: number;
}

const teams: Team[] = [
  { id: 1, name: 'Sosny', qty: 3 },
  { id: 2, name: 'Dęby', qty: 5 },
];

const columns: DataColumn<Team>[] = [
  { header: 'Nazwa', rowHeader: true, cell: (team) => team.name },
  { header: 'Członkowie', numeric: true, cell: (team) => team.qty },
];

describe('DataTable', () => {
  it('is a table named by its caption, each row named by its row header, each cell labelled for the phone cards', () => {
    render(<DataTable caption="Zespoły" columns={columns} rows={teams} rowKey={(team) => team.id} />);
    const table = screen.getByRole('table', { name: 'Zespoły' });
    expect(within(table).getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Nazwa', 'Członkowie']);
    expect(within(table).getByRole('rowheader', { name: 'Dęby' })).toHaveAttribute('data-label', 'Nazwa');
    expect(within(table).getByRole('cell', { name: '5' })).toHaveAttribute('data-label', 'Członkowie');
    expect(table).toHaveClass('table--stack');
  });

  it('says so across the table when there are no rows', () => {
    render(<DataTable caption="Zespoły" columns={columns} rows={[]} rowKey={(team) => team.id} empty="Brak zespołów" />);
    expect(screen.getByRole('cell', { name: 'Brak zespołów' })).toHaveAttribute('colspan', '2');
  });

  it('ticks rows one by one or all at once, the head box half ticked in between', async () => {
    const onToggle = jest.fn();
    const onToggleAll = jest.fn();
    render(
      <DataTable
        caption="Zespoły"
        columns={columns}
        rows={teams}
        rowKey={(team) => team.id}
        selection={{ selected: new Set([1]), onToggle, onToggleAll, allLabel: 'Zaznacz wszystkie', label: (team) => `Zaznacz ${team.name}` }}
      />,
    );
    const all = screen.getByRole('checkbox', { name: 'Zaznacz wszystkie' });
    expect(all).toHaveProperty('indeterminate', true);
    expect(screen.getByRole('checkbox', { name: 'Zaznacz Sosny' })).toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Zaznacz Dęby' }));
    expect(onToggle).toHaveBeenCalledWith(teams[1], true);
    await userEvent.click(all);
    expect(onToggleAll).toHaveBeenCalledWith(true);
  });

  it('sorts by a column whose header is a button, and says how; a hidden header is still read out', async () => {
    const onSort = jest.fn();
    render(
      <DataTable
        caption="Zespoły"
        rows={teams}
        rowKey={(team) => team.id}
        columns={[
          { ...columns[0], sort: { order: 'descending', onSort } },
          { header: 'Akcje', headerHidden: true, cell: () => null },
        ]}
      />,
    );
    const sorted = screen.getByRole('columnheader', { name: /^Nazwa/ });
    expect(sorted).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(within(sorted).getByRole('button'));
    expect(onSort).toHaveBeenCalled();
    expect(screen.getByRole('columnheader', { name: 'Akcje' })).not.toHaveAttribute('aria-sort');
  });

  it('lets a row cover several columns with one cell, which then has no phone label of its own', () => {
    const rows = [...teams, { id: 3, name: 'Buki', qty: -1 }];
    render(
      <DataTable
        caption="Zespoły"
        rows={rows}
        rowKey={(team) => team.id}
        columns={[
          { header: 'Nazwa', cell: (team) => (team.qty < 0 ? 'Zespół rozwiązany' : team.name), span: (team) => (team.qty < 0 ? 2 : 1) },
          { header: 'Członkowie', numeric: true, cell: (team) => team.qty },
        ]}
      />,
    );
    const [, , , disbanded] = screen.getAllByRole('row');
    expect(within(disbanded).getAllByRole('cell')).toHaveLength(1);
    const across = within(disbanded).getByRole('cell', { name: 'Zespół rozwiązany' });
    expect(across).toHaveAttribute('colspan', '2');
    expect(across).not.toHaveAttribute('data-label');
  });

  it("gives rows and cells their own classes, and the selection's cells theirs", () => {
    render(
      <DataTable
        caption="Zespoły"
        rows={teams}
        rowKey={(team) => team.id}
        rowClassName={(team) => (team.id === 2 ? 'mine' : undefined)}
        columns={[{ ...columns[0], className: (team) => (team.qty > 4 ? 'big' : undefined) }, { ...columns[1], labelled: true }]}
        selection={{ selected: new Set(), onToggle: jest.fn(), onToggleAll: jest.fn(), allLabel: 'Wszystkie', label: (team) => team.name, className: 'pick' }}
      />,
    );
    const row = screen.getByRole('row', { name: /Dęby/ });
    expect(row).toHaveClass('mine');
    expect(within(row).getByRole('rowheader')).toHaveClass('big');
    // in compact lines, where the head is hidden, this cell names its column before its value
    expect(within(row).getByRole('cell', { name: '5' })).toHaveClass('table__number', 'table__labelled');
    expect(screen.getByRole('columnheader', { name: 'Wszystkie' })).toHaveClass('pick');
    expect(screen.getByRole('checkbox', { name: 'Dęby' }).closest('td')).toHaveClass('pick');
  });

  it("shows a row's details on a line of their own under it, across every column", () => {
    render(
      <DataTable
        caption="Zespoły"
        columns={columns}
        rows={teams}
        rowKey={(team) => team.id}
        phoneLayout="table"
        rowDetails={(team) => (team.id === 1 ? { id: 'sosny-details', className: 'details', content: 'Trzech drwali' } : undefined)}
      />,
    );
    const rows = screen.getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual(['NazwaCzłonkowie', 'Sosny3', 'Trzech drwali', 'Dęby5']);
    expect(rows[2]).toHaveAttribute('id', 'sosny-details');
    expect(rows[2]).toHaveClass('details');
    expect(within(rows[2]).getByRole('cell')).toHaveAttribute('colspan', '2');
    // kept a table on a phone: neither cards nor lines
    expect(screen.getByRole('table')).not.toHaveClass('table--stack');
    expect(screen.getByRole('table')).not.toHaveClass('table--rows');
  });
});
