import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readUrlState, useUrlSearchText, useUrlState, writeUrlState } from './url-state';

const DEFAULTS = { search: '', status: 'active', page: 1, activeOnly: true };

describe('readUrlState / writeUrlState', () => {
  it('reads each key typed like its default and falls back on malformed values', () => {
    const params = new URLSearchParams('search=ana&page=3&activeOnly=false&status=all');
    expect(readUrlState(params, DEFAULTS)).toEqual({ search: 'ana', status: 'all', page: 3, activeOnly: false });
    expect(readUrlState(new URLSearchParams('page=abc&activeOnly=maybe'), DEFAULTS)).toEqual(DEFAULTS);
  });

  it('leaves defaults out of the URL and sends the page back to 1 on any other change', () => {
    const start = new URLSearchParams('status=all&page=4');
    expect(writeUrlState(start, DEFAULTS, { page: 5 }).toString()).toBe('status=all&page=5');
    expect(writeUrlState(start, DEFAULTS, { search: 'ana' }).toString()).toBe('status=all&search=ana');
    expect(writeUrlState(start, DEFAULTS, { status: 'active' }).toString()).toBe('');
    // Setting a filter to the value it already has keeps the page.
    expect(writeUrlState(start, DEFAULTS, { status: 'all' }).toString()).toBe('status=all&page=4');
    // Other params of the page (not part of this state) stay.
    expect(writeUrlState(new URLSearchParams('tab=x'), DEFAULTS, { page: 2 }).toString()).toBe('tab=x&page=2');
  });
});

const Probe = () => {
  const [state, setState] = useUrlState(DEFAULTS);
  const [text, setText] = useUrlSearchText(state.search, (search) => setState({ search }), 50);
  const location = useLocation();
  return (
    <div>
      <output aria-label="url">{location.search}</output>
      <output aria-label="state">{JSON.stringify(state)}</output>
      <input aria-label="search" value={text} onChange={(event) => setText(event.target.value)} />
      <button type="button" onClick={() => setState({ page: state.page + 1 })}>
        next
      </button>
      <button type="button" onClick={() => setState({ status: 'all' })}>
        all
      </button>
    </div>
  );
};

describe('useUrlState', () => {
  it('keeps state in the URL, resets the page on a filter change, and the back button restores the previous view', async () => {
    const router = createMemoryRouter([{ path: '/list', element: <Probe /> }], { initialEntries: ['/list?page=2'] });
    render(<RouterProvider router={router} />);
    const url = () => screen.getByLabelText('url').textContent;
    expect(JSON.parse(screen.getByLabelText('state').textContent ?? '{}').page).toBe(2);
    await userEvent.click(screen.getByRole('button', { name: 'next' }));
    expect(url()).toBe('?page=3');
    await userEvent.click(screen.getByRole('button', { name: 'all' }));
    expect(url()).toBe('?status=all');
    await userEvent.type(screen.getByLabelText('search'), 'Ana');
    await screen.findByText(
      (_, element) => element?.getAttribute('aria-label') === 'url' && element.textContent === '?status=all&search=Ana',
    );
    await act(() => router.navigate(-1));
    expect(url()).toBe('?status=all');
    // The search box shows the URL's value again after going back.
    expect(screen.getByLabelText('search')).toHaveValue('');
    await act(() => router.navigate(-1));
    expect(url()).toBe('?page=3');
    await act(() => router.navigate(-1));
    expect(url()).toBe('?page=2');
  });
});
