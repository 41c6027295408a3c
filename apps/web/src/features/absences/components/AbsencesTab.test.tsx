// The absences tab when the server keeps why from the reader (issue 29): a customer company admin gets absences
// without category or notes (absent keys) and reads "Absence", never "No category", an empty label or "undefined".
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeSession, makeUser, stubFetch } from '@/test/fixtures';
import { AbsencesTab } from './AbsencesTab';

const GUARD = '00000000-0000-4000-8000-0000000000a1';

const absence = (over: Record<string, unknown>) => ({
  id: '00000000-0000-4000-8000-0000000000b1',
  userId: GUARD,
  startDate: '2026-01-05',
  endDate: '2026-01-05',
  shiftInfo: { customer: 'Plaza Norte', post: 'Entrada', shiftTime: '07:00 - 15:00', date: '2026-01-05' },
  markedBy: { id: '00000000-0000-4000-8000-0000000000c9', name: 'Ramón Figueroa' },
  timestamp: '2026-01-04T12:00:00.000Z',
  status: 'resolved',
  resolvedAt: null,
  resolvedBy: null,
  isCurrent: false,
  can: { update: false, resolve: false },
  ...over,
});

const renderTab = (role: 'customer_company_admin' | 'security_company_admin', item: Record<string, unknown>) => {
  stubFetch({
    'GET /api/auth/me': { body: makeSession(makeUser(role)) },
    [`GET /api/users/${GUARD}/absences`]: { body: { current: [], history: [item], totals: { total: 1, current: 0, resolved: 1 } } },
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AbsencesTab user={{ id: GUARD, role: 'security_guard', companyId: '00000000-0000-4000-8000-0000000000c1' }} />
    </QueryClientProvider>,
  );
};

afterEach(() => vi.unstubAllGlobals());

describe('AbsencesTab', () => {
  it('shows an absence without its category or notes as "Ausencia", with its shift and no empty text', async () => {
    renderTab('customer_company_admin', absence({}));
    const item = await screen.findByTestId('absence-item');
    expect(item).toHaveTextContent('Ausencia');
    expect(item).toHaveTextContent('Entrada');
    expect(item.textContent).not.toMatch(/undefined|null|Sin categoría/);
  });

  it('shows the category and notes to a reader who receives them', async () => {
    renderTab(
      'security_company_admin',
      absence({ category: { id: '00000000-0000-4000-8000-0000000000d1', key: 'sick', name: null }, notes: 'Gripe' }),
    );
    const item = await screen.findByTestId('absence-item');
    expect(item).toHaveTextContent('Enfermedad');
    expect(item).toHaveTextContent('Gripe');
  });
});
