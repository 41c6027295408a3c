// The SAT catalogues of CFDI 4.0 a person picks from (tax regime, CFDI use, payment form), with their official names.
// The names are SAT's own Spanish descriptions, shown in both languages as the accountant reads them on SAT's site and
// on the stamped invoice: they are data of the catalogue, not copy of the product.
import { CFDI_PAYMENT_FORMS, CFDI_TAX_REGIMES, CFDI_USES, type TCfdiReceiver } from '@centinela/shared/contracts/invoicing-settings';

type TRegime = (typeof CFDI_TAX_REGIMES)[number];
type TUse = (typeof CFDI_USES)[number];
type TPaymentForm = (typeof CFDI_PAYMENT_FORMS)[number];

/** c_RegimenFiscal. */
export const CFDI_REGIME_NAMES: Record<TRegime, string> = {
  '601': 'General de Ley Personas Morales',
  '603': 'Personas Morales con Fines no Lucrativos',
  '605': 'Sueldos y Salarios e Ingresos Asimilados a Salarios',
  '606': 'Arrendamiento',
  '607': 'Régimen de Enajenación o Adquisición de Bienes',
  '608': 'Demás ingresos',
  '610': 'Residentes en el Extranjero sin Establecimiento Permanente en México',
  '611': 'Ingresos por Dividendos (socios y accionistas)',
  '612': 'Personas Físicas con Actividades Empresariales y Profesionales',
  '614': 'Ingresos por intereses',
  '615': 'Régimen de los ingresos por obtención de premios',
  '616': 'Sin obligaciones fiscales',
  '620': 'Sociedades Cooperativas de Producción que optan por diferir sus ingresos',
  '621': 'Incorporación Fiscal',
  '622': 'Actividades Agrícolas, Ganaderas, Silvícolas y Pesqueras',
  '623': 'Opcional para Grupos de Sociedades',
  '624': 'Coordinados',
  '625': 'Régimen de las Actividades Empresariales con ingresos a través de Plataformas Tecnológicas',
  '626': 'Régimen Simplificado de Confianza',
};

/** c_UsoCFDI. */
export const CFDI_USE_NAMES: Record<TUse, string> = {
  G01: 'Adquisición de mercancías',
  G02: 'Devoluciones, descuentos o bonificaciones',
  G03: 'Gastos en general',
  I01: 'Construcciones',
  I02: 'Mobiliario y equipo de oficina por inversiones',
  I03: 'Equipo de transporte',
  I04: 'Equipo de cómputo y accesorios',
  I05: 'Dados, troqueles, moldes, matrices y herramental',
  I06: 'Comunicaciones telefónicas',
  I07: 'Comunicaciones satelitales',
  I08: 'Otra maquinaria y equipo',
  D01: 'Honorarios médicos, dentales y gastos hospitalarios',
  D02: 'Gastos médicos por incapacidad o discapacidad',
  D03: 'Gastos funerales',
  D04: 'Donativos',
  D05: 'Intereses reales efectivamente pagados por créditos hipotecarios (casa habitación)',
  D06: 'Aportaciones voluntarias al SAR',
  D07: 'Primas por seguros de gastos médicos',
  D08: 'Gastos de transportación escolar obligatoria',
  D09: 'Depósitos en cuentas para el ahorro, primas que tengan como base planes de pensiones',
  D10: 'Pagos por servicios educativos (colegiaturas)',
  S01: 'Sin efectos fiscales',
  CP01: 'Pagos',
  CN01: 'Nómina',
};

/** c_FormaPago. */
export const CFDI_PAYMENT_FORM_NAMES: Record<TPaymentForm, string> = {
  '01': 'Efectivo',
  '02': 'Cheque nominativo',
  '03': 'Transferencia electrónica de fondos',
  '04': 'Tarjeta de crédito',
  '05': 'Monedero electrónico',
  '06': 'Dinero electrónico',
  '08': 'Vales de despensa',
  '12': 'Dación en pago',
  '13': 'Pago por subrogación',
  '14': 'Pago por consignación',
  '15': 'Condonación',
  '17': 'Compensación',
  '23': 'Novación',
  '24': 'Confusión',
  '25': 'Remisión de deuda',
  '26': 'Prescripción o caducidad',
  '27': 'A satisfacción del acreedor',
  '28': 'Tarjeta de débito',
  '29': 'Tarjeta de servicios',
  '30': 'Aplicación de anticipos',
  '31': 'Intermediario pagos',
  '99': 'Por definir',
};

/** "601 · General de Ley Personas Morales": the code first, as SAT's forms list them. */
const optionsOf = <K extends string>(codes: readonly K[], names: Record<K, string>) =>
  codes.map((code) => ({ value: code, label: `${code} · ${names[code]}` }));

export const CFDI_REGIME_OPTIONS = optionsOf(CFDI_TAX_REGIMES, CFDI_REGIME_NAMES);
export const CFDI_USE_OPTIONS = optionsOf(CFDI_USES, CFDI_USE_NAMES);
export const CFDI_PAYMENT_FORM_OPTIONS = optionsOf(CFDI_PAYMENT_FORMS, CFDI_PAYMENT_FORM_NAMES);

/** A new customer's CFDI receiver: a company paying for guard services by transfer ("gastos en general"). */
export const emptyCfdiReceiver = (): TCfdiReceiver => ({ taxRegime: '601', postalCode: '', cfdiUse: 'G03', paymentForm: '03' });
