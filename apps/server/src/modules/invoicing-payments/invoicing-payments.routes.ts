// Routes of invoicing and payments, registered from their declarations (packages/shared/src/endpoints/invoicing-payments.ts).
import * as api from '@centinela/shared/endpoints/invoicing-payments';
import * as invoiceApi from '@centinela/shared/endpoints/invoices';
import { sendCsv, sendPdf } from '../../platform/documents/send';
import { route } from '../../platform/http/route';
import { assertInvoicing } from './invoicing-payments.policy';
import type { TApp } from '../../platform/http/types';
import {
  createRateCard,
  deleteRateCard,
  listBillingCustomers,
  listBillingPosts,
  listRateCards,
  updateRateCard,
} from './rate-cards.service';
import { accountStatement, agingReport, statementPdf } from './accounts.service';
import { invoiceCfdiOf } from './cfdi.service';
import { addManualLine, removeManualLine } from './invoice-lines.service';
import { exportOf } from './exports.service';
import { invoicePdfOf } from './invoices.documents';
import { invoicingOverview } from './overview.service';
import { applyPayment, listPayments, recordPayment, reversePayment } from './payments.service';
import { generateAllInvoices, generateInvoice } from './invoices.generate';
import { approveInvoice, createCreditNote, deleteInvoice, getInvoice, listInvoices, sendInvoice, voidInvoice } from './invoices.service';
import { readInvoice } from './invoices.store';
import { createTaxProfile, deleteTaxProfile, listTaxProfiles, updateTaxProfile } from './tax-profiles.service';

export const invoicingPaymentsRoutes = async (app: TApp) => {
  route(app, api.rateCards, ({ ctx, actor, query }) => listRateCards({ ctx, actor, input: query }));
  route(app, api.createRateCard, ({ ctx, actor, body }) => createRateCard({ ctx, actor, input: body }));
  route(app, api.updateRateCard, ({ ctx, actor, params, body }) => updateRateCard({ ctx, actor, input: { id: params.id, data: body } }));
  route(app, api.removeRateCard, ({ ctx, actor, params }) => deleteRateCard({ ctx, actor, input: params }));
  route(app, api.billingPosts, ({ ctx, actor, query }) => listBillingPosts({ ctx, actor, input: query }));
  route(app, api.billingCustomers, ({ ctx, actor }) => listBillingCustomers({ ctx, actor, input: undefined }));
  route(app, api.taxProfiles, ({ ctx, actor }) => listTaxProfiles({ ctx, actor, input: undefined }));
  route(app, api.createTaxProfile, ({ ctx, actor, body }) => createTaxProfile({ ctx, actor, input: body }));
  route(app, api.updateTaxProfile, ({ ctx, actor, params, body }) =>
    updateTaxProfile({ ctx, actor, input: { id: params.id, data: body } }),
  );
  route(app, api.removeTaxProfile, ({ ctx, actor, params }) => deleteTaxProfile({ ctx, actor, input: params }));

  route(app, invoiceApi.generateInvoice, async ({ ctx, actor, body }) =>
    readInvoice(ctx.db, actor, await generateInvoice({ ctx, actor, input: body })),
  );
  route(app, invoiceApi.invoices, ({ ctx, actor, query }) => listInvoices({ ctx, actor, input: query }));
  route(app, invoiceApi.invoice, ({ ctx, actor, params }) => getInvoice({ ctx, actor, input: params }));
  route(app, invoiceApi.approveInvoice, ({ ctx, actor, params }) => approveInvoice({ ctx, actor, input: params }));
  route(app, invoiceApi.sendInvoice, ({ ctx, actor, params }) => sendInvoice({ ctx, actor, input: params }));
  route(app, invoiceApi.voidInvoice, ({ ctx, actor, params, body }) =>
    voidInvoice({ ctx, actor, input: { id: params.id, reason: body.reason } }),
  );
  route(app, invoiceApi.createCreditNote, ({ ctx, actor, params, body }) =>
    createCreditNote({ ctx, actor, input: { id: params.id, data: body } }),
  );
  route(app, invoiceApi.removeInvoice, ({ ctx, actor, params }) => deleteInvoice({ ctx, actor, input: params }));
  route(app, invoiceApi.invoicePdf, async ({ ctx, actor, params, query, reply }) => {
    assertInvoicing(actor, 'view');
    const { body, name } = await invoicePdfOf(ctx, actor, params.id, query.lang);
    return sendPdf(reply, name, body);
  });

  route(app, invoiceApi.addInvoiceLine, ({ ctx, actor, params, body }) =>
    addManualLine({ ctx, actor, input: { id: params.id, line: body } }),
  );
  route(app, invoiceApi.removeInvoiceLine, ({ ctx, actor, params }) => removeManualLine({ ctx, actor, input: params }));
  route(app, invoiceApi.invoiceCfdi, async ({ ctx, actor, params, reply }) => {
    const { body, name } = await invoiceCfdiOf(ctx, actor, params.id);
    return reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('content-disposition', `attachment; filename="${name}.xml"`)
      .header('cache-control', 'private, no-store')
      .send(body);
  });

  route(app, invoiceApi.payments, ({ ctx, actor, query }) => listPayments({ ctx, actor, input: query }));
  route(app, invoiceApi.recordPayment, ({ ctx, actor, body }) => recordPayment({ ctx, actor, input: body }));
  route(app, invoiceApi.applyPayment, ({ ctx, actor, params, body }) => applyPayment({ ctx, actor, input: { id: params.id, data: body } }));
  route(app, invoiceApi.reversePayment, ({ ctx, actor, params, body }) =>
    reversePayment({ ctx, actor, input: { id: params.id, reason: body.reason } }),
  );
  route(app, invoiceApi.aging, ({ ctx, actor, query }) => agingReport({ ctx, actor, input: query }));
  route(app, invoiceApi.statement, async ({ ctx, actor, params, query, reply }) => {
    const statement = await accountStatement({ ctx, actor, input: { customerCompanyId: params.customerCompanyId, query } });
    if (query.format !== 'pdf') return statement;
    const { body, name } = await statementPdf(ctx, actor, statement, query.lang);
    return sendPdf(reply, name, body);
  });

  route(app, invoiceApi.exportCheck, async ({ ctx, actor, query }) => {
    const { invoices, rows, problems } = await exportOf(ctx, actor, query);
    return { format: query.format, invoices, rows, problems };
  });
  route(app, invoiceApi.exportInvoices, async ({ ctx, actor, query, reply }) => {
    const { body, extension, name } = await exportOf(ctx, actor, query);
    if (extension === 'csv') return sendCsv(reply, name, body);
    return reply
      .header('content-type', 'application/octet-stream')
      .header('content-disposition', `attachment; filename="${name}.iif"`)
      .header('cache-control', 'private, no-store')
      .send(body);
  });

  route(app, invoiceApi.generateAllInvoices, ({ ctx, actor, body }) => generateAllInvoices({ ctx, actor, input: body }));

  route(app, invoiceApi.invoicingOverview, ({ ctx, actor }) => invoicingOverview({ ctx, actor }));
};
