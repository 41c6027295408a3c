ALTER TABLE "invoice_line_shifts" DROP CONSTRAINT "invoice_line_shifts_invoice_id_invoices_id_fk";
--> statement-breakpoint
ALTER TABLE "invoice_line_shifts" DROP CONSTRAINT "invoice_line_shifts_company_id_companies_id_fk";
