// The unsigned CFDI 4.0 XML of an issued invoice (issue 30, Mexico): what a stamping provider (PAC) or the issuer's
// sealing tool needs, valid against SAT's cfdv40.xsd (the test validates it with libxml2). Pure: no I/O.
// Sources: SAT Anexo 20 versión 4.0 and its "Guía de llenado" (attributes and order); cfdv40.xsd (structure).
// - TipoDeComprobante I (ingreso); Exportacion 01 (no export); Moneda MXN (another currency needs TipoCambio: refused
//   upstream). Sello and Certificado are left empty: sealing with the CSD fills them; NoCertificado is the CSD's number.
// - MetodoPago: PUE when due on receipt (0 days), with the receiver's FormaPago; PPD (paid later) with FormaPago 99
//   "Por definir" (Guía de llenado: PPD ⇒ 99; each payment then needs a "complemento de pagos").
// - One Concepto per invoice line: ClaveProdServ (92121504 "Servicios de guardias de seguridad" by default), ClaveUnidad
//   E48 (unidad de servicio), Cantidad 1, ValorUnitario = Importe = the line's amount; the hours and rate are in the
//   description. ObjetoImp 02 with a Traslado of IVA (002) Tasa per line (mx_iva taxes each line, as CFDI states each
//   concept's tax; rules/invoice-tax.ts), or 01 when the line is not taxed.
// - Comprobante/Impuestos: Traslados grouped by tax, factor and rate: Base and Importe the sums of the concepts'.
import type { TCfdiIssuer, TCfdiReceiver } from '@centinela/shared/contracts/invoicing-settings';

export type TCfdiLine = {
  description: string;
  amountCents: number;
  taxCents: number;
  /** Thousandths of a percent (16 000 = 16 %), or null: not taxed. */
  rateMilliPercent: number | null;
};

export type TCfdiDocument = {
  serie: string;
  folio: string;
  /** 'yyyy-MM-ddTHH:mm:ss' in the place of issue's time. */
  issuedAt: string;
  issuer: TCfdiIssuer;
  receiver: TCfdiReceiver & { rfc: string; name: string };
  paymentTermsDays: number;
  productCode: string;
  lines: TCfdiLine[];
};

const escapeXml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/[\r\n\t]+/g, ' ')
    // SAT's patterns refuse the pipe (it separates the original chain's fields).
    .replace(/\|/g, '/');

const attrs = (values: Record<string, string | undefined>) =>
  Object.entries(values)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${escapeXml(v as string)}"`)
    .join('');

/** Cents as a decimal with two places ("1234.50"); negative never occurs on an ingreso. */
export const cfdiAmount = (cents: number) => `${Math.trunc(cents / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
/** Thousandths of a percent as SAT's TasaOCuota with six places (16 000 → "0.160000"). */
export const cfdiRate = (milliPercent: number) => (milliPercent / 100_000).toFixed(6);

type TGroup = { rate: number; baseCents: number; taxCents: number };

const conceptXml = (line: TCfdiLine, productCode: string) => {
  const base = attrs({
    ClaveProdServ: productCode,
    Cantidad: '1',
    ClaveUnidad: 'E48',
    Unidad: 'Unidad de servicio',
    Descripcion: line.description.slice(0, 1000) || '-',
    ValorUnitario: cfdiAmount(line.amountCents),
    Importe: cfdiAmount(line.amountCents),
    ObjetoImp: line.rateMilliPercent === null ? '01' : '02',
  });
  if (line.rateMilliPercent === null) return `<cfdi:Concepto${base}/>`;
  const traslado = attrs({
    Base: cfdiAmount(line.amountCents),
    Impuesto: '002',
    TipoFactor: 'Tasa',
    TasaOCuota: cfdiRate(line.rateMilliPercent),
    Importe: cfdiAmount(line.taxCents),
  });
  return `<cfdi:Concepto${base}><cfdi:Impuestos><cfdi:Traslados><cfdi:Traslado${traslado}/></cfdi:Traslados></cfdi:Impuestos></cfdi:Concepto>`;
};

/** The XML text (UTF-8, with its declaration). */
export const cfdiXml = (doc: TCfdiDocument) => {
  const subtotal = doc.lines.reduce((s, l) => s + l.amountCents, 0);
  const groups = new Map<number, TGroup>();
  for (const line of doc.lines) {
    if (line.rateMilliPercent === null) continue;
    const group = groups.get(line.rateMilliPercent) ?? { rate: line.rateMilliPercent, baseCents: 0, taxCents: 0 };
    group.baseCents += line.amountCents;
    group.taxCents += line.taxCents;
    groups.set(line.rateMilliPercent, group);
  }
  const tax = [...groups.values()].reduce((s, g) => s + g.taxCents, 0);
  const ppd = doc.paymentTermsDays > 0;
  const root = attrs({
    'xmlns:cfdi': 'http://www.sat.gob.mx/cfd/4',
    'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
    'xsi:schemaLocation': 'http://www.sat.gob.mx/cfd/4 http://www.sat.gob.mx/sitio_internet/cfd/4/cfdv40.xsd',
    Version: '4.0',
    Serie: doc.serie,
    Folio: doc.folio,
    Fecha: doc.issuedAt,
    Sello: '',
    FormaPago: ppd ? '99' : doc.receiver.paymentForm,
    NoCertificado: doc.issuer.certificateNumber,
    Certificado: '',
    CondicionesDePago: ppd ? `Neto ${doc.paymentTermsDays} días` : undefined,
    SubTotal: cfdiAmount(subtotal),
    Moneda: 'MXN',
    Total: cfdiAmount(subtotal + tax),
    TipoDeComprobante: 'I',
    Exportacion: '01',
    MetodoPago: ppd ? 'PPD' : 'PUE',
    LugarExpedicion: doc.issuer.postalCode,
  });
  const issuer = attrs({ Rfc: doc.issuer.rfc, Nombre: doc.issuer.name, RegimenFiscal: doc.issuer.taxRegime });
  const receiver = attrs({
    Rfc: doc.receiver.rfc,
    Nombre: doc.receiver.name,
    DomicilioFiscalReceptor: doc.receiver.postalCode,
    RegimenFiscalReceptor: doc.receiver.taxRegime,
    UsoCFDI: doc.receiver.cfdiUse,
  });
  const taxes = groups.size
    ? `<cfdi:Impuestos${attrs({ TotalImpuestosTrasladados: cfdiAmount(tax) })}><cfdi:Traslados>${[...groups.values()]
        .map(
          (g) =>
            `<cfdi:Traslado${attrs({ Base: cfdiAmount(g.baseCents), Impuesto: '002', TipoFactor: 'Tasa', TasaOCuota: cfdiRate(g.rate), Importe: cfdiAmount(g.taxCents) })}/>`,
        )
        .join('')}</cfdi:Traslados></cfdi:Impuestos>`
    : '';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<cfdi:Comprobante${root}>`,
    `<cfdi:Emisor${issuer}/>`,
    `<cfdi:Receptor${receiver}/>`,
    `<cfdi:Conceptos>${doc.lines.map((l) => conceptXml(l, doc.productCode)).join('')}</cfdi:Conceptos>`,
    taxes,
    '</cfdi:Comprobante>',
    '',
  ].join('\n');
};
