// The invoicing and payments area's web manifest (app/area.ts): invoices, payments, client accounts, rate cards and tax
// profiles (issue 30) under one page whose other sections (overview, recurring billing, reports) come with later issues.
import { Receipt } from 'lucide-react';
import { defineArea } from '@/app/area';

export const invoicingPaymentsArea = defineArea({
  name: 'invoicing-payments',
  namespace: 'invoicingPayments',
  routes: [
    {
      path: '/invoicing-payments',
      resource: 'invoicing-payments',
      titleKey: 'shell:routes.invoicingPayments',
      page: 'InvoicingPaymentsPage',
      sidebar: { order: 120, icon: Receipt },
    },
  ],
  liveQueryPrefixes: { 'invoicing-payments': ['/api/invoicing'] },
});
