import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RichTextView } from './RichTextView';

describe('RichTextView', () => {
  it("shows the server's HTML and opens a link to a page of the app without leaving it", async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/wiki',
          element: <RichTextView html={'<p>Vea el <a href="/wiki?page=abc">manual</a> o <a href="https://example.com">esto</a></p>'} />,
        },
      ],
      { initialEntries: ['/wiki'] },
    );
    render(<RouterProvider router={router} />);
    const external = screen.getByRole('link', { name: 'esto' });
    expect(external).toHaveAttribute('href', 'https://example.com');
    fireEvent.click(screen.getByRole('link', { name: 'manual' }));
    expect(router.state.location.search).toBe('?page=abc');
  });

  it('says so when there is no text', () => {
    render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <RichTextView html="  " emptyText="Sin texto" /> }])} />);
    expect(screen.getByText('Sin texto')).toBeInTheDocument();
  });
});
