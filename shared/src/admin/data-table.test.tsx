import { fireEvent, render, screen, within } from '@testing-library/react';
import { DataTable, type DataColumn } from './data-table';

type Row = { id: number; name: string; price: string };
const columns: DataColumn<Row>[] = [
  { key: 'name', header: 'Name', cell: (row) => row.name },
  { key: 'price', header: 'Price', cell: (row) => row.price, sortable: true, align: 'right' },
];

describe('DataTable', () => {
  it('shows skeleton rows while the first page loads, then the rows', () => {
    const { rerender } = render(<DataTable label="Goods" columns={columns} rows={undefined} rowKey={(row) => row.id} loading empty="None" />);
    expect(screen.getByRole('table', { name: 'Goods' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByTestId('skeleton')).toHaveLength(16);
    rerender(<DataTable label="Goods" columns={columns} rows={[{ id: 1, name: 'Tea', price: '¥9.90' }]} rowKey={(row) => row.id} empty="None" />);
    expect(screen.queryByTestId('skeleton')).not.toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '¥9.90' })).toBeInTheDocument();
  });

  it('says so when there are no rows', () => {
    render(<DataTable label="Goods" columns={columns} rows={[]} rowKey={(row) => row.id} empty="No goods yet" />);
    expect(screen.getByText('No goods yet')).toBeInTheDocument();
  });

  it('sorts by a sortable column, descending first, then ascending', () => {
    const onSort = jest.fn();
    const { rerender } = render(<DataTable label="Goods" columns={columns} rows={[]} rowKey={(row) => row.id} empty="-" sort={{ sort: 'name', order: 'desc' }} onSort={onSort} />);
    const price = screen.getByRole('columnheader', { name: /Price/ });
    expect(price).toHaveAttribute('aria-sort', 'none');
    expect(within(screen.getByRole('columnheader', { name: 'Name' })).queryByRole('button')).toBeNull();
    fireEvent.click(within(price).getByRole('button'));
    expect(onSort).toHaveBeenLastCalledWith({ sort: 'price', order: 'desc' });
    rerender(<DataTable label="Goods" columns={columns} rows={[]} rowKey={(row) => row.id} empty="-" sort={{ sort: 'price', order: 'desc' }} onSort={onSort} />);
    expect(screen.getByRole('columnheader', { name: /Price/ })).toHaveAttribute('aria-sort', 'descending');
    fireEvent.click(within(screen.getByRole('columnheader', { name: /Price/ })).getByRole('button'));
    expect(onSort).toHaveBeenLastCalledWith({ sort: 'price', order: 'asc' });
  });

  it('opens the details of a row under it, across the table', () => {
    const rows = [{ id: 1, name: 'Tea', price: '¥9.90' }, { id: 2, name: 'Cup', price: '¥19.00' }];
    render(<DataTable label="Goods" columns={columns} rows={rows} rowKey={(row) => row.id} empty="-" expandedRow={(row) => (row.id === 2 ? <p>Cup details</p> : null)} />);
    const bodyRows = screen.getAllByRole('row').slice(1);
    expect(bodyRows.map((row) => row.textContent)).toEqual(['Tea¥9.90', 'Cup¥19.00', 'Cup details']);
    expect(within(bodyRows[2]!).getByRole('cell')).toHaveAttribute('colspan', '2');
  });
});
