// The system log's words of invoicing and payments (issue 30), in English (the keys and their placeholders) and
// Spanish; system-log-messages.ts spreads them into the catalog.
export const INVOICING_LOG_MESSAGES_EN = {
  rateCardCreated: 'Rate card of {{customer}} ({{post}}) from {{from}} created',
  rateCardUpdated: 'Rate card of {{customer}} ({{post}}) from {{from}} updated',
  rateCardDeleted: 'Rate card of {{customer}} ({{post}}) from {{from}} deleted',
  taxProfileCreated: 'Tax profile "{{name}}" created',
  taxProfileUpdated: 'Tax profile "{{name}}" updated',
  taxProfileDeleted: 'Tax profile "{{name}}" deleted',
  invoiceGenerated: 'Draft invoice of {{customer}} for {{from}} – {{to}} generated ({{total}})',
  invoiceApproved: 'Invoice {{number}} of {{customer}} issued ({{total}})',
  invoiceSent: 'Invoice {{number}} sent to {{email}}',
  invoiceVoided: 'Invoice {{number}} voided: {{reason}}',
  invoiceDeleted: 'Draft invoice of {{customer}} for {{from}} – {{to}} deleted',
  creditNoteIssued: 'Credit note {{number}} issued against invoice {{invoice}} ({{total}})',
  paymentRecorded: 'Payment of {{amount}} from {{customer}} recorded ({{method}})',
  paymentApplied: 'Payment of {{customer}}: {{amount}} applied',
  paymentReversed: 'Payment of {{amount}} from {{customer}} reversed: {{reason}}',
} as const;

export const INVOICING_LOG_MESSAGES_ES: Record<keyof typeof INVOICING_LOG_MESSAGES_EN, string> = {
  rateCardCreated: 'Tarifa de {{customer}} ({{post}}) desde {{from}} creada',
  rateCardUpdated: 'Tarifa de {{customer}} ({{post}}) desde {{from}} actualizada',
  rateCardDeleted: 'Tarifa de {{customer}} ({{post}}) desde {{from}} eliminada',
  taxProfileCreated: 'Perfil de impuestos "{{name}}" creado',
  taxProfileUpdated: 'Perfil de impuestos "{{name}}" actualizado',
  taxProfileDeleted: 'Perfil de impuestos "{{name}}" eliminado',
  invoiceGenerated: 'Borrador de factura de {{customer}} del {{from}} al {{to}} generado ({{total}})',
  invoiceApproved: 'Factura {{number}} de {{customer}} emitida ({{total}})',
  invoiceSent: 'Factura {{number}} enviada a {{email}}',
  invoiceVoided: 'Factura {{number}} anulada: {{reason}}',
  invoiceDeleted: 'Borrador de factura de {{customer}} del {{from}} al {{to}} eliminado',
  creditNoteIssued: 'Nota de crédito {{number}} emitida sobre la factura {{invoice}} ({{total}})',
  paymentRecorded: 'Pago de {{amount}} de {{customer}} registrado ({{method}})',
  paymentApplied: 'Pago de {{customer}}: {{amount}} aplicado',
  paymentReversed: 'Pago de {{amount}} de {{customer}} reversado: {{reason}}',
};
