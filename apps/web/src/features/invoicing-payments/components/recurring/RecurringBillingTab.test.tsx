// The recurring billing list: each charge's customer and post, amount, rule in words, billing, next dates and last
// billed date; the filters sent to the API (customer, stopped ones); "issue due charges now" toasts how many drafts it
// made; delete asks first.
import { RESOURCES } from '@centinela/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialogHost } from '@/components/ui/AlertDialog';
import { i18n } from '@/i18n';
import { createQueryClient, SESSION_QUERY_KEY } from '@/lib/query-client';
import { makeSession, makeUser, stubFetch } from '@/test/fixtures';
import { CHARGE, CUSTOMER, chargeOf, pickerRoutes } from './fixtures';
import { RecurringBillingTab } from './RecurringBillingTab';

const renderTab = (routes: Parameters<typeof stubFetch>[0] = {}) => {
  const admin = makeUser('security_company_admin');
  const session = makeSession({
    ...admin,
    access: {
      ...admin.access,
      roleRecords: [
        {
          isActive: true,
          isSuperadmin: false,
          permissions: {
            view: [...RESOURCES],
            add: ['invoicing-payments'],
            edit: ['invoicing-payments'],
            delete: ['invoicing-payments'],
          },
        },
      ],
    },
  });
  const items = [
    chargeOf(),
    chargeOf({
      id: '55555555-5555-4555-8555-555555555555',
      postId: null,
      postName: null,
      description: 'Monitoreo de cámaras',
      amountCents: 12000,
      taxProfileId: null,
      taxProfileName: null,
      frequency: 'weekly',
      interval: 2,
      daysOfWeek: [1],
      endDate: '2027-06-30',
      billing: 'alone',
      nextDates: ['2026-11-30'],
      lastBilledDate: null,
    }),
  ];
  const fetchSpy = stubFetch({
    'GET /api/auth/me': { body: session },
    ...pickerRoutes(),
    'GET /api/invoicing/recurring-charges': { body: { items, total: items.length } },
    ...routes,
  });
  const client = createQueryClient();
  client.setQueryData(SESSION_QUERY_KEY, session);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/invoicing-payments?tab=recurringBilling']}>
        <RecurringBillingTab />
        <Toaster />
        <ConfirmDialogHost />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetchSpy;
};

const calls = (spy: ReturnType<typeof stubFetch>, method: string, path: string) =>
  spy.mock.calls.filter(([url, init]) => String(url).startsWith(path) && (init?.method ?? 'GET') === method).map(([url]) => String(url));

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('es');
});

describe('RecurringBillingTab', () => {
  it('lists each charge with its rule in words, billing, next dates and last billed date', async () => {
    renderTab();
    const table = await screen.findByRole('table', { name: 'Cargos recurrentes' });
    const [, monthly, weekly] = within(table).getAllByRole('row');
    expect(monthly).toHaveTextContent('Plaza Los FlamboyanesPortón principal');
    expect(monthly).toHaveTextContent('Ronda de patrulla mensualIVU Puerto Rico');
    expect(monthly).toHaveTextContent('$450.00');
    expect(monthly).toHaveTextContent('Mensual, el día 1Desde el 01/01/2026');
    expect(monthly).toHaveTextContent('En la factura del ciclo');
    expect(monthly).toHaveTextContent('01/12/202601/01/202701/02/2027');
    expect(monthly).toHaveTextContent('01/11/2026');
    expect(monthly).toHaveTextContent('Activo');
    expect(weekly).toHaveTextContent('Todo el cliente');
    expect(weekly).toHaveTextContent('Sin impuesto');
    expect(weekly).toHaveTextContent('Cada 2 semanas, los lunesDel 01/01/2026 al 30/06/2027');
    expect(weekly).toHaveTextContent('En factura propia');
    expect(weekly).toHaveTextContent('Todavía no');
  });

  it('sends the customer and the stopped ones to the API', async () => {
    const spy = renderTab();
    await screen.findByRole('table', { name: 'Cargos recurrentes' });
    await screen.findByRole('option', { name: 'Plaza Los Flamboyanes' });
    fireEvent.change(screen.getByLabelText('Cliente'), { target: { value: CUSTOMER } });
    fireEvent.click(screen.getByRole('switch', { name: 'Mostrar los detenidos' }));
    await waitFor(() => expect(calls(spy, 'GET', '/api/invoicing/recurring-charges').at(-1)).toContain(`customerCompanyId=${CUSTOMER}`));
    expect(calls(spy, 'GET', '/api/invoicing/recurring-charges').at(-1)).toContain('includeInactive=true');
  });

  it('issues the due charges and says how many drafts were made (en)', async () => {
    await i18n.changeLanguage('en');
    renderTab({ 'POST /api/invoicing/recurring-charges/issue': { body: { generated: 2, invoiceIds: [CHARGE, CHARGE] } } });
    await screen.findByRole('table', { name: 'Recurring charges' });
    expect(screen.getAllByText('Every 2 weeks on Monday').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Issue due charges now' }));
    expect(await screen.findByText('2 draft invoices created')).toBeInTheDocument();
  });

  it('asks before deleting a charge, then deletes it', async () => {
    const spy = renderTab({ [`DELETE /api/invoicing/recurring-charges/${CHARGE}`]: { status: 204 } });
    const table = await screen.findByRole('table', { name: 'Cargos recurrentes' });
    fireEvent.click(within(table).getByRole('button', { name: 'Eliminar Plaza Los Flamboyanes · Ronda de patrulla mensual' }));
    const question = await screen.findByRole('alertdialog', {
      name: '¿Eliminar el cargo «Ronda de patrulla mensual» de Plaza Los Flamboyanes?',
    });
    expect(calls(spy, 'DELETE', '/api/invoicing/recurring-charges')).toEqual([]);
    fireEvent.click(within(question).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Cargo recurrente eliminado')).toBeInTheDocument();
    expect(calls(spy, 'DELETE', '/api/invoicing/recurring-charges')).toEqual([`/api/invoicing/recurring-charges/${CHARGE}`]);
  });
});
