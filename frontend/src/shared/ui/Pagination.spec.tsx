import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { Pagination } from './Pagination';

function renderPagination(page: number, totalItems: number, perPage = 10) {
  const onPageChange = jest.fn();
  const onPerPageChange = jest.fn();
  render(
    <Pagination
      page={page}
      perPage={perPage}
      totalItems={totalItems}
      onPageChange={onPageChange}
      onPerPageChange={onPerPageChange}
    />,
  );
  return { onPageChange, onPerPageChange };
}

const pageButtons = () =>
  within(screen.getByRole('navigation'))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('Pagination', () => {
  afterEach(async () => {
    await act(() => i18next.changeLanguage('pl'));
  });

  it('offers five pages around the current one, plus the first and the last', () => {
    renderPagination(10, 200);
    expect(pageButtons()).toEqual(['Poprzednia', '1', '8', '9', '10', '11', '12', '20', 'Następna']);
    expect(screen.getAllByText('…')).toHaveLength(2);
  });

  it('highlights the current page', () => {
    renderPagination(3, 100);
    const current = screen.getByRole('button', { name: '3' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: '4' })).not.toHaveAttribute('aria-current');
  });

  it('disables "previous" on the first page and "next" on the last', () => {
    renderPagination(1, 30);
    expect(screen.getByRole('button', { name: 'Poprzednia' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Następna' })).toBeEnabled();
  });

  it('disables "next" on the last page', () => {
    renderPagination(3, 30);
    expect(screen.getByRole('button', { name: 'Następna' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Poprzednia' })).toBeEnabled();
  });

  it('moves between pages', async () => {
    const { onPageChange } = renderPagination(2, 50);
    await userEvent.click(screen.getByRole('button', { name: 'Następna' }));
    await userEvent.click(screen.getByRole('button', { name: 'Poprzednia' }));
    await userEvent.click(screen.getByRole('button', { name: '5' }));
    expect(onPageChange.mock.calls).toEqual([[3], [1], [5]]);
  });

  it('shows no page buttons with a single page', () => {
    renderPagination(1, 7);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Następna' })).not.toBeInTheDocument();
  });

  it('renders nothing without results', () => {
    const { container } = render(
      <Pagination page={1} perPage={25} totalItems={0} onPageChange={jest.fn()} onPerPageChange={jest.fn()} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('tells how many results are shown, with Polish plural forms', () => {
    renderPagination(3, 23);
    expect(screen.getByText('Pokazano 3 z 23 wyników')).toBeInTheDocument();
  });

  it('uses the singular form for a single result', () => {
    renderPagination(1, 1);
    expect(screen.getByText('Pokazano 1 z 1 wyniku')).toBeInTheDocument();
  });

  it('speaks English too', async () => {
    renderPagination(1, 30);
    await act(() => i18next.changeLanguage('en'));
    expect(screen.getByText('Showing 10 of 30 results')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByLabelText('Show:')).toBeInTheDocument();
  });

  it('offers 10, 25, 50 and 100 per page', async () => {
    const { onPerPageChange } = renderPagination(1, 300, 25);
    const select = screen.getByLabelText('Pokaż:');
    expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['10', '25', '50', '100']);
    expect(select).toHaveValue('25');
    await userEvent.selectOptions(select, '50');
    expect(onPerPageChange).toHaveBeenCalledWith(50);
  });
});
