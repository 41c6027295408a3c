import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { DataTable, type TDataTableColumn } from './DataTable';

type TPerson = { id: string; name: string; city: string; age: number };

const PEOPLE: TPerson[] = [
  { id: '1', name: 'Zoe', city: 'Ponce', age: 30 },
  { id: '2', name: 'Ángel', city: 'Caguas', age: 41 },
  { id: '3', name: 'Nora', city: 'Bayamón', age: 25 },
  { id: '4', name: 'Ñeco', city: 'Arecibo', age: 52 },
  { id: '5', name: 'Beatriz', city: 'Humacao', age: 19 },
];

const COLUMNS: TDataTableColumn<TPerson>[] = [
  { id: 'name', header: 'Nombre', cell: (p) => p.name, sortValue: (p) => p.name },
  { id: 'city', header: 'Ciudad', cell: (p) => p.city },
  { id: 'age', header: 'Edad', cell: (p) => String(p.age), sortValue: (p) => p.age, isHiddenByDefault: true },
];

/** matchMedia answering `matches` for every query, with listeners we can fire to change the width. */
const stubMatchMedia = (initial: boolean) => {
  let matches = initial;
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return matches;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return (next: boolean) => {
    matches = next;
    for (const listener of listeners) listener();
  };
};

const renderTable = (props: Partial<Parameters<typeof DataTable<TPerson>>[0]> = {}) =>
  render(
    <DataTable<TPerson>
      id="people"
      label="Personas"
      columns={COLUMNS}
      rows={PEOPLE}
      getRowId={(p) => p.id}
      loadingLabel="Cargando"
      errorTitle="Falló"
      empty={{ title: 'Nadie' }}
      rowActions={(p) => <button type="button">Editar {p.name}</button>}
      {...props}
    />,
  );

const firstColumn = () =>
  within(screen.getByRole('table', { name: 'Personas' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('DataTable', () => {
  it('sorts names by the Spanish collation: Ángel with the A, Ñ after N; again for descending', async () => {
    stubMatchMedia(false);
    renderTable();
    const header = screen.getByRole('columnheader', { name: /Nombre/ });
    expect(header).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(header).getByRole('button', { name: /Nombre/ }));
    expect(firstColumn()).toEqual(['Ángel', 'Beatriz', 'Nora', 'Ñeco', 'Zoe']);
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(header).getByRole('button', { name: /Nombre/ }));
    expect(firstColumn()).toEqual(['Zoe', 'Ñeco', 'Nora', 'Beatriz', 'Ángel']);
    expect(header).toHaveAttribute('aria-sort', 'descending');
    // Columns without a sort value are plain headers.
    expect(within(screen.getByRole('columnheader', { name: 'Ciudad' })).queryByRole('button')).toBeNull();
  });

  it('sorts with the keyboard (the header button takes Enter)', async () => {
    stubMatchMedia(false);
    renderTable();
    const button = screen.getByRole('button', { name: /Nombre/ });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(firstColumn()[0]).toBe('Ángel');
  });

  it('with manual sorting leaves the order to the API and reports the asked sort', async () => {
    stubMatchMedia(false);
    const onSortChange = vi.fn();
    renderTable({ manualSorting: true, sort: null, onSortChange });
    await userEvent.click(screen.getByRole('button', { name: /Nombre/ }));
    expect(onSortChange).toHaveBeenCalledWith({ id: 'name', desc: false });
    expect(firstColumn()).toEqual(PEOPLE.map((p) => p.name));
  });

  it('hides and shows columns from the menu and remembers the choice per table', async () => {
    stubMatchMedia(false);
    const { unmount } = renderTable();
    expect(screen.queryByRole('columnheader', { name: /Edad/ })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Mostrar u ocultar columnas' }));
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Edad' }));
    await userEvent.click(screen.getByRole('menuitemcheckbox', { name: 'Ciudad' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('columnheader', { name: /Edad/ })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Ciudad' })).toBeNull();
    expect(JSON.parse(localStorage.getItem('data-table:people:columns') ?? '{}')).toEqual({ age: true, city: false });
    unmount();
    renderTable();
    expect(screen.getByRole('columnheader', { name: /Edad/ })).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Ciudad' })).toBeNull();
  });

  it('shows one card per row under 640 px, with the same data and actions, and goes back to the table when wider', () => {
    const setNarrow = stubMatchMedia(true);
    renderTable();
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Personas' })).getAllByRole('listitem');
    expect(cards).toHaveLength(5);
    expect(within(cards[1] as HTMLElement).getByRole('heading', { name: 'Ángel' })).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByText('Caguas')).toBeInTheDocument();
    expect(within(cards[1] as HTMLElement).getByRole('button', { name: 'Editar Ángel' })).toBeInTheDocument();
    act(() => setNarrow(false));
    expect(screen.getByRole('table', { name: 'Personas' })).toBeInTheDocument();
  });

  it('shows the loading, error and empty states', async () => {
    stubMatchMedia(false);
    const { rerender } = renderTable({ isPending: true });
    expect(screen.getByRole('status')).toHaveTextContent('Cargando');
    const onRetry = vi.fn();
    const props = {
      id: 'people',
      label: 'Personas',
      columns: COLUMNS,
      getRowId: (p: TPerson) => p.id,
      loadingLabel: 'Cargando',
      errorTitle: 'Falló',
      empty: { title: 'Nadie' },
    };
    rerender(<DataTable<TPerson> {...props} rows={[]} error={new Error('x')} onRetry={onRetry} />);
    expect(screen.getByText('Falló')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalled();
    rerender(<DataTable<TPerson> {...props} rows={[]} />);
    expect(screen.getByText('Nadie')).toBeInTheDocument();
  });

  it('sorts by the English collation when the language is English', async () => {
    stubMatchMedia(false);
    await i18n.changeLanguage('en');
    renderTable();
    await userEvent.click(screen.getByRole('button', { name: /Nombre/ }));
    expect(firstColumn()[0]).toBe('Ángel');
    expect(screen.getByRole('columnheader', { name: 'Actions' })).toBeInTheDocument();
  });
});
