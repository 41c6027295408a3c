// What every list page hands its DataTable: the state of the list's query, and the sort kept in the URL.
import type { TSort } from './DataTable';

type TListQuery = { isPending: boolean; isFetching: boolean; isError: boolean; error: unknown; refetch: () => unknown };

/** Loading, refreshing, error and retry of the list's query, as DataTable props. */
export const tableQueryProps = (query: TListQuery) => ({
  isPending: query.isPending,
  isFetching: query.isFetching,
  error: query.isError ? query.error : undefined,
  onRetry: () => void query.refetch(),
});

type TUrlSort = { sort: string; order: string };

/** The URL's `sort` and `order` as the table's controlled sort (an empty `sort` is the server's default order). */
export const tableSortProps = (view: TUrlSort, setView: (patch: { sort: string; order: 'asc' | 'desc' }) => void) => ({
  sort: view.sort ? { id: view.sort, desc: view.order === 'desc' } : null,
  onSortChange: (sort: TSort | null) => setView({ sort: sort?.id ?? '', order: sort?.desc ? 'desc' : 'asc' }),
});
