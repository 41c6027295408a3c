// What the invoicing area's events do (platform/events/emit.ts): an invoice overdue tells the company admins (an alert
// linking to the invoice).
import { formatMoney } from '@centinela/shared';
import { INVOICE_OVERDUE } from '@centinela/shared/events/invoicing-payments';
import { eq } from 'drizzle-orm';
import { companies } from '../../db/schema';
import { defineSubscriber } from '../../platform/events/emit';
import { companyAdminIds, notify } from '../notifications/notify';

export const invoicingSubscribers = [
  defineSubscriber({
    name: 'invoicing.notify-invoice-overdue',
    event: INVOICE_OVERDUE,
    inTransaction: async (tx, { companyId, payload: p }) => {
      const [company] = await tx.select({ language: companies.defaultLanguage }).from(companies).where(eq(companies.id, companyId));
      await notify(tx, {
        companyId,
        recipientIds: await companyAdminIds(tx, companyId),
        kind: 'invoice.overdue',
        type: 'alert',
        priority: p.daysPastDue > 30 ? 'high' : 'medium',
        params: {
          number: p.number,
          customer: p.customer.name,
          dueDate: p.dueDate,
          balance: formatMoney(p.balanceCents, company?.language ?? 'es', p.currency),
        },
        link: `/invoicing-payments?tab=clientInvoicing&invoice=${p.invoiceId}`,
        source: { entityType: 'invoicing-payments', entityId: p.invoiceId },
        dedupeKey: `invoice-overdue:${p.invoiceId}:${p.dueDate}`,
      });
    },
  }),
];
