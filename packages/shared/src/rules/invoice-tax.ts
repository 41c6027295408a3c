// The tax of an invoice (issue 30): its lines, the tax profile and the invoice's date → each component's tax, each
// line's share and the total, in integer cents. Pure: no rates of its own, no I/O. The figures the sources give are
// the test vectors (invoice-tax.vectors.ts), each naming its source; this header says which reading each kind uses.
//
// Arithmetic: a component's exact tax on an amount is amount × rateMilliPercent / 100 000 cents (rateMilliPercent is
// thousandths of a percent). It is computed on BigInt integers and rounded once, half away from zero: a fraction of a
// cent under one half is dropped, one half or more is a cent (Tex. Tax Code § 151.053(a) says exactly this for sales
// tax; no source found says otherwise for the other kinds). Away from zero makes a credit note (negative lines) the
// exact mirror of the invoice it cancels.
//
// Two settings per profile, each with a default per kind (`defaultTaxRounding`, `defaultComponentRounding`):
// - `rounding` — 'per_invoice': each component's tax is computed on the sum of the taxable lines and rounded once;
//   'per_line': each line's tax is rounded on its own and the invoice's is their sum.
// - `componentRounding` — 'each': every component (PR's state and municipal IVU, a state and a city rate) is rounded
//   on its own; 'combined': the rates are added, the tax rounded once, then split among the components.
//
// The readings, by kind:
// - mx_iva: per line, each. CFDI 4.0 states the tax of every concept (Anexo 20, Concepto/Impuestos/Traslado: Base,
//   TasaOCuota, Importe), and the invoice's Traslado Importe "debe ser igual al redondeo de la suma de los importes de
//   los impuestos trasladados registrados en los conceptos" (Anexo 20 Guía de llenado 4.0; SAT error CFDI40221). With
//   concepts' taxes in cents, that is the sum of per-line rounded taxes. (Anexo 20 lets a concept's Importe carry up to
//   6 decimals; an issuer who does so gets the per-invoice figure — hence the setting.)
// - us_sales: per invoice, combined. Texas: "When several taxable items are sold in the same transaction, sales tax is
//   computed on the total sale of taxable items, not on the sale of each individual item" (Comptroller, Tax Policy
//   News, May 2012); "the amount of the total tax is computed by multiplying the combined applicable tax rates by the
//   amount of the sales price" (Tex. Tax Code §§ 322.103(b), 323.201(b)). The Comptroller also accepts state and local
//   tax computed apart and added ('each'). The user types the combined rate (one component) in most profiles.
// - pr_ivu: per invoice, each — a reading, not a rule found. The Code requires the tax recorded separately on the
//   invoice (13 LPRA § 32025(b)) and the municipal 1 % is a separate tax on the same base, collected for the
//   municipalities (13 LPRA § 33344), reported apart (§ 32092); no statute, regulation or Hacienda guidance found here
//   says whether IVU is rounded per line or on the total, nor per component or on the combined 11.5 %. Each reading
//   has a vector; the profile stores its choice.
// - exempt: no tax (the customer's certificate is on the profile), components empty.
//
// Lines' shares: per line, a line's share is its own rounded tax. Per invoice, the total is allocated to the taxable
// lines in proportion to their amounts by largest remainder (floor each exact share, then one cent more to the largest
// remainders, earlier lines first on ties; a negative total as its opposite, negated, so a credit note's shares mirror
// its invoice's), so the shares always add up to the total exactly. A non-taxable line's
// share is 0. In 'combined' mode the same largest-remainder split divides a rounded tax among the components in
// proportion to their rates.
//
// A profile with no rate in force on the date throws TaxRateNotInForceError (code TAX_RATE_NOT_IN_FORCE): an invoice
// must never be issued with a silent zero tax. The caller (the invoicing service) maps it to its AppError.
import type { TTaxKind, TTaxRateVersion } from '../contracts/invoicing-payments';
import { inForceOn } from './effective-dates';

export type TTaxRounding = 'per_invoice' | 'per_line';
export const TAX_ROUNDINGS = ['per_invoice', 'per_line'] as const satisfies readonly TTaxRounding[];
/** 'each': every component rounded on its own; 'combined': the rates added, rounded once, split among components. */
export type TTaxComponentRounding = 'each' | 'combined';
export const TAX_COMPONENT_ROUNDINGS = ['each', 'combined'] as const satisfies readonly TTaxComponentRounding[];

/**
 * The rounding each kind uses by default, from its source: mx_iva per line (CFDI 4.0 states each concept's tax, and the
 * invoice's tax is the sum of the concepts' — Anexo 20); us_sales per invoice (Texas Comptroller: on the total sale, not
 * each item); pr_ivu per invoice (a reading: no source found; see the file's header); exempt: no tax, per invoice.
 */
export const defaultTaxRounding = (kind: TTaxKind): TTaxRounding => (kind === 'mx_iva' ? 'per_line' : 'per_invoice');

/**
 * How a kind's components are rounded by default: us_sales combined (Tex. Tax Code § 323.201(b): the combined rates
 * times the price); the others each on its own (CFDI states every tax apart; PR's municipal IVU is a separate tax —
 * a reading, see the header).
 */
export const defaultComponentRounding = (kind: TTaxKind): TTaxComponentRounding => (kind === 'us_sales' ? 'combined' : 'each');

/** One line of the invoice: negative amounts for credit-note lines; `taxable` defaults to true. */
export type TTaxableLine = { amountCents: number; taxable?: boolean };

export type TTaxComputation = {
  rounding: TTaxRounding;
  componentRounding: TTaxComponentRounding;
  /** Per component in force on the date: its base (sum of taxable lines) and its tax in cents. */
  components: { label: string; rateMilliPercent: number; baseCents: number; taxCents: number }[];
  /** Each line's share of the tax in cents (same order as the input); they sum exactly to taxCents. */
  lines: { taxCents: number }[];
  taxCents: number;
};

export type TTaxOptions = { rounding?: TTaxRounding; componentRounding?: TTaxComponentRounding };

/** No rate version of the profile is in force on the invoice's date (the first version starts later, or none exists). */
export class TaxRateNotInForceError extends Error {
  readonly code = 'TAX_RATE_NOT_IN_FORCE' as const;
  constructor(readonly date: string) {
    super(`No tax rate in force on ${date}`);
    this.name = 'TaxRateNotInForceError';
  }
}

const MILLI_PERCENT_DENOMINATOR = 100_000n;

/** numerator / denominator (denominator > 0) rounded to an integer, half away from zero. */
const divRoundHalfAway = (numerator: bigint, denominator: bigint): bigint => {
  const magnitude = numerator < 0n ? -numerator : numerator;
  let quotient = magnitude / denominator;
  if ((magnitude % denominator) * 2n >= denominator) quotient += 1n;
  return numerator < 0n ? -quotient : quotient;
};

/** floor(numerator / denominator) for denominator > 0 (BigInt division truncates toward zero). */
const divFloor = (numerator: bigint, denominator: bigint): bigint => {
  const quotient = numerator / denominator;
  return numerator % denominator < 0n ? quotient - 1n : quotient;
};

/**
 * `total` split in proportion to `weights` (any signs, integers), summing exactly to `total`: each exact share
 * |total| × w / Σw is floored, then the cents left go one each to the largest remainders (earlier first on ties); a
 * negative total gets the shares of its opposite, negated.
 * Σw = 0 (nothing to weigh, or weights that cancel): all zero — callers only pass a non-zero total with Σw ≠ 0.
 */
const allocate = (total: bigint, weights: readonly bigint[]): bigint[] => {
  let sum = weights.reduce((s, w) => s + w, 0n);
  if (sum === 0n || total === 0n) return weights.map(() => 0n);
  // A negative total is split as its opposite and negated, so a credit note's shares mirror its invoice's.
  if (total < 0n) return allocate(-total, weights).map((share) => -share);
  // A positive denominator: the floors and remainders below assume it.
  let signed = weights;
  if (sum < 0n) {
    signed = weights.map((w) => -w);
    sum = -sum;
  }
  const shares = signed.map((w) => divFloor(total * w, sum));
  const remainders = signed.map((w, i) => total * w - shares[i] * sum);
  let left = total - shares.reduce((s, v) => s + v, 0n);
  const order = remainders
    .map((_, i) => i)
    .sort((a, b) => (remainders[b] > remainders[a] ? 1 : remainders[b] < remainders[a] ? -1 : a - b));
  for (const i of order) {
    if (left <= 0n) break;
    shares[i] += 1n;
    left -= 1n;
  }
  return shares;
};

const toCents = (value: bigint): number => {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError('tax amount beyond the safe integer range');
  return n;
};

const assertCents = (amount: number) => {
  if (!Number.isSafeInteger(amount)) throw new RangeError(`amountCents must be an integer number of cents: ${amount}`);
};

/**
 * The tax of an invoice on `date` ('yyyy-MM-dd': the invoice date / tax point picks the rate version in force).
 * Throws TaxRateNotInForceError when the profile (not exempt) has no rate in force that day.
 */
export const computeTax = (
  lines: readonly TTaxableLine[],
  profile: { kind: TTaxKind; rates: readonly TTaxRateVersion[] },
  date: string,
  options: TTaxOptions = {},
): TTaxComputation => {
  const rounding = options.rounding ?? defaultTaxRounding(profile.kind);
  const componentRounding = options.componentRounding ?? defaultComponentRounding(profile.kind);
  for (const line of lines) assertCents(line.amountCents);
  if (profile.kind === 'exempt') {
    return { rounding, componentRounding, components: [], lines: lines.map(() => ({ taxCents: 0 })), taxCents: 0 };
  }

  const version = inForceOn(profile.rates, date);
  if (!version) throw new TaxRateNotInForceError(date);

  const amounts = lines.map((l) => (l.taxable === false ? 0n : BigInt(l.amountCents)));
  const rates = version.components.map((c) => BigInt(c.rateMilliPercent));
  const combinedRate = rates.reduce((s, r) => s + r, 0n);
  const base = amounts.reduce((s, a) => s + a, 0n);

  /** Tax per component (in version order) of one amount — or of the base — rounded per the component setting. */
  const taxOf = (amount: bigint): bigint[] =>
    componentRounding === 'each'
      ? rates.map((r) => divRoundHalfAway(amount * r, MILLI_PERCENT_DENOMINATOR))
      : allocate(divRoundHalfAway(amount * combinedRate, MILLI_PERCENT_DENOMINATOR), rates);

  let componentTaxes: bigint[];
  let lineTaxes: bigint[];
  if (rounding === 'per_line') {
    const perLine = amounts.map((a) => (a === 0n ? rates.map(() => 0n) : taxOf(a)));
    componentTaxes = rates.map((_, j) => perLine.reduce((s, t) => s + t[j], 0n));
    lineTaxes = perLine.map((t) => t.reduce((s, v) => s + v, 0n));
  } else {
    componentTaxes = taxOf(base);
    lineTaxes = allocate(
      componentTaxes.reduce((s, v) => s + v, 0n),
      amounts,
    );
  }

  return {
    rounding,
    componentRounding,
    components: version.components.map((c, j) => ({
      label: c.label,
      rateMilliPercent: c.rateMilliPercent,
      baseCents: toCents(base),
      taxCents: toCents(componentTaxes[j]),
    })),
    lines: lineTaxes.map((t) => ({ taxCents: toCents(t) })),
    taxCents: toCents(componentTaxes.reduce((s, v) => s + v, 0n)),
  };
};
