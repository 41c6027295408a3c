// Test vectors of the invoice tax (issue 30), written from the sources named in each, not from the code: every figure
// was worked out by hand first (the arithmetic is in the comments; amounts in cents, rates in thousandths of a percent).
// invoice-tax.test.ts runs them all. Where no source settles a rule, the vector says "source: not found — reading
// chosen: …" and the other reading has a vector of its own (the profile stores which one it uses).
//
// The law as read here:
// - Puerto Rico. IVU estatal: 6 % of the sales price from 1 Feb 2014 (CRI 2011 § 4020.01, 13 LPRA § 32021(b)), plus
//   4.5 % on sales made after 30 Jun 2015 (§ 4210.01, 13 LPRA § 32281(a)–(b)) → 10.5 %; IVU municipal: a fixed 1 % on
//   the same base from 1 Feb 2014, collected for the municipalities (13 LPRA § 33344(a)); security services are not
//   among the business-to-business services taxed at 4 % instead (project research, "Billing guard services"). The
//   merchant records the tax separately on the invoice (13 LPRA § 32025(b)); the monthly return shows sales by
//   municipality (§ 32092(a)). Rounding — per line or on the total, per component or on the combined 11.5 % — source:
//   not found (the Code's sections above and Hacienda's regulation index were searched; Reglamento 8049 art. 4020.05-1,
//   "Cobro del impuesto", could not be read).
// - Mexico. IVA 16 % of the value, transferred "en forma expresa y por separado" (LIVA art. 1). CFDI 4.0 states each
//   concept's tax (Base, TasaOCuota, Importe) and the invoice's summary Importe "debe ser igual al redondeo de la suma
//   de los importes de los impuestos trasladados registrados en los conceptos" (Anexo 20, Guía de llenado 4.0; SAT
//   validation CFDI40221) → per line. A concept with ObjetoImp 01 ("No objeto de impuesto") carries no tax. Northern
//   border region: a credit of 50 % of the rate (8 %) under the Decreto de estímulos fiscales región fronteriza norte
//   (DOF 31 Dec 2018), in force from 1 Jan 2019 to 31 Dec 2020, extended to 31 Dec 2024 (DOF 30 Dec 2020) and to
//   31 Dec 2025 (DOF 24 Dec 2024); whether it runs after 2025 is not known here — the profile gets a new version then.
// - Texas. Security services are taxable on the total amount charged (34 TAC § 3.333(b)); state 6.25 % plus local up to
//   2 %. A fraction under half a cent is dropped, half a cent or more is a cent (Tex. Tax Code § 151.053(a)); the total
//   tax is the combined rates times the price (§§ 322.103(b), 323.201(b)); several items in one transaction are taxed
//   on their total, not item by item; state and local may also be computed apart and added (Comptroller, Tax Policy
//   News, May 2012, as quoted by Avalara and Texas Tax Group). An exemption certificate replaces the tax (§ 3.333(b)).
import type { TTaxKind, TTaxRateVersion } from '../contracts/invoicing-payments';
import type { TTaxableLine, TTaxComponentRounding, TTaxOptions, TTaxRounding } from './invoice-tax';

export type TTaxVector = {
  name: string;
  /** The primary source the expected figures come from (statute section, regulation, agency example), with URL. */
  source: string;
  profile: { kind: TTaxKind; rates: TTaxRateVersion[] };
  date: string;
  lines: TTaxableLine[];
  /** Absent: the kind's defaults. */
  options?: TTaxOptions;
  expected: {
    rounding: TTaxRounding;
    componentRounding: TTaxComponentRounding;
    /** [label, rateMilliPercent, baseCents, taxCents] per component. */
    components: [string, number, number, number][];
    /** Each line's share, in the input's order. */
    lines: number[];
    taxCents: number;
  };
};

// Sources --------------------------------------------------------------------------------------------------------------

/** Casetext's copy of the Laws of Puerto Rico, Title 13 (the text as of 20 Feb 2019), where these sections were read. */
const PR_LAWS =
  'https://d1tvxue8o4w0fl.cloudfront.net/statute/laws-of-puerto-rico/title-thirteen-taxation-and-finance/subtitle-17-internal-revenue-code-of-2011';
const PR_32021 =
  '13 LPRA § 32021(b) (CRI § 4020.01), https://casetext.com/statute/laws-of-puerto-rico/title-thirteen-taxation-and-finance/subtitle-17-internal-revenue-code-of-2011/part-v-sales-and-use-tax/chapter-1042-imposition-collection-and-person-liable/32021-sales-tax';
const PR_32281 = `13 LPRA § 32281(a)–(b) (CRI § 4210.01: 4.5 % on sales after 30 Jun 2015), ${PR_LAWS}/part-v-b-consumption-surtax/chapter-1050h-imposition/32281-consumption-surtax-sales-tax`;
const PR_33344 = `13 LPRA § 33344(a) (municipal IVU, fixed 1 % on the same base), ${PR_LAWS}/part-vii-administrative-provisions-procedures-interests-penalties-and-additions-to-taxes/chapter-1068-miscellaneous-provisions/33344-imposition-of-sales-and-use-tax-by-municipalities`;
const PR_32025 = `13 LPRA § 32025(b) (tax recorded separately on the invoice), ${PR_LAWS}/part-v-sales-and-use-tax/chapter-1042-imposition-collection-and-person-liable/32025-collection-of-the-tax`;
const PR_ROUNDING_NOT_FOUND = 'rounding source: not found';

const LIVA_1 = 'LIVA art. 1 (16 %, transferred expressly and separately), http://www.diputados.gob.mx/LeyesBiblio/pdf/77_301116.pdf';
const ANEXO_20 =
  'Anexo 20, Guía de llenado CFDI 4.0, Comprobante/Impuestos/Traslados/Traslado/Importe = redondeo de la suma de los importes de los conceptos (transcription: http://www.gncys.com/anexo20/guia-llenado-i.aspx; SAT validation CFDI40221, gncys.com/anexo20/4.0/errores/CFDI40221/); SAT FAQ CFDI 4.0 no. 3: taxes stated per concept (CFF art. 29-A fr. VII a), https://ayuda.invoiceone.com.mx/portal/es/kb/articles/preguntas-frecuentes';
const BORDER_DECREE =
  'Decreto de estímulos fiscales región fronteriza norte, DOF 31 Dec 2018 (IVA credit of 50 % of the rate → 8 %; in force from 1 Jan 2019: SAT FAQ http://m.sat.gob.mx/efrfn/Paginas/preguntasfrecuentes.html; RSM summary https://www.rsm.global/mexico/es/perspectivas/case-studies/decreto-de-estimulos-fiscales-region-fronteriza-norte)';
const BORDER_EXTENSIONS =
  'extended to 31 Dec 2024 by DOF 30 Dec 2020 (https://jaureguiydelvalle.com/decretos-de-estimulos-fiscales-para-las-regiones-fronterizas-norte-y-sur/) and to 31 Dec 2025 by DOF 24 Dec 2024 (https://zetatijuana.com/2024/12/prorrogan-estimulos-fiscales-para-la-franja-fronteriza-norte-de-mexico-hasta-diciembre-2025)';

const TX_151_053 =
  'Tex. Tax Code § 151.053(a) (under half a cent dropped, half a cent or more is a cent), https://print.casetext.com/statute/texas-codes/tax-code/title-2-state-taxation/subtitle-e-sales-excise-and-use-taxes/chapter-151-limited-sales-excise-and-use-tax/subchapter-c-imposition-and-collection-of-sales-tax/section-151053-sales-tax-brackets';
const TX_POLICY_NEWS =
  'Texas Comptroller, Tax Policy News, May 2012 "proper calculation of sales tax" (as quoted: https://www.avalara.com/taxrates/en/blog/2012/05/texas-clarifies-proper-calculation-of-sales-tax.html, http://texastaxgroup.com/proper-calculation-of-sales-and-use-tax/)';
const TX_3_333 =
  '34 TAC § 3.333(b) (tax on the total amount charged for security services, or an exemption certificate), https://www.law.cornell.edu/regulations/texas/34-Tex-Admin-Code-SS-3-333';
const TX_323_201 =
  'Tex. Tax Code § 323.201(b) (combined rates × sales price), https://texas.public.law/statutes/tex._tax_code_section_323.201';

// Profiles -------------------------------------------------------------------------------------------------------------

const IVU_ESTATAL = 'IVU estatal';
const IVU_MUNICIPAL = 'IVU municipal';
const PR_IVU: TTaxVector['profile'] = {
  kind: 'pr_ivu',
  rates: [
    {
      fromDate: '2014-02-01',
      components: [
        { label: IVU_ESTATAL, rateMilliPercent: 6000 },
        { label: IVU_MUNICIPAL, rateMilliPercent: 1000 },
      ],
    },
    {
      fromDate: '2015-07-01',
      components: [
        { label: IVU_ESTATAL, rateMilliPercent: 10_500 },
        { label: IVU_MUNICIPAL, rateMilliPercent: 1000 },
      ],
    },
  ],
};
const MX_IVA: TTaxVector['profile'] = {
  kind: 'mx_iva',
  rates: [{ fromDate: '2014-01-01', components: [{ label: 'IVA', rateMilliPercent: 16_000 }] }],
};
/** A customer in Tijuana: 16 % until the decree, 8 % from 1 Jan 2019. */
const MX_IVA_BORDER: TTaxVector['profile'] = {
  kind: 'mx_iva',
  rates: [
    { fromDate: '2014-01-01', components: [{ label: 'IVA', rateMilliPercent: 16_000 }] },
    { fromDate: '2019-01-01', components: [{ label: 'IVA', rateMilliPercent: 8000 }] },
  ],
};
/** Houston: 6.25 % state + 2 % local, typed by the user as one combined rate. */
const TX_COMBINED: TTaxVector['profile'] = {
  kind: 'us_sales',
  rates: [{ fromDate: '2020-01-01', components: [{ label: 'TX state + local', rateMilliPercent: 8250 }] }],
};
const TX_SPLIT: TTaxVector['profile'] = {
  kind: 'us_sales',
  rates: [
    {
      fromDate: '2020-01-01',
      components: [
        { label: 'TX state', rateMilliPercent: 6250 },
        { label: 'City', rateMilliPercent: 2000 },
      ],
    },
  ],
};

// A typical monthly guard invoice in San Juan, March 2026: one post 24/7 (744 h × $14.85), 16 h of overtime
// (× $22.28), 8 h on a holiday (× $29.70), 31 supervisor rounds (× $12.75).
const PR_MARCH = [744 * 1485, 16 * 2228, 8 * 2970, 31 * 1275]; // 1 104 840, 35 648, 23 760, 39 525 → 1 203 773
// Another (744 h × $15.25, 16 h × $22.88, 8 h × $30.50, 31 × $12.50).
const PR_MARCH_2 = [744 * 1525, 16 * 2288, 8 * 3050, 31 * 1250]; // 1 134 600, 36 608, 24 400, 38 750 → 1 234 358
// A Mexico City invoice: 2 guards on 12-h shifts for the month ($18,000.00), an event (6 guards × 8 h, $4,188.39),
// mobile supervision ($1,311.77).
const MX_MARCH = [1_800_000, 418_839, 131_177]; // → 2 350 016

const amounts = (cents: number[]): TTaxableLine[] => cents.map((amountCents) => ({ amountCents }));

export const TAX_VECTORS: TTaxVector[] = [
  // Puerto Rico --------------------------------------------------------------------------------------------------------
  {
    // Per invoice, each component on its own (the reading chosen). Base 1 203 773.
    // Estatal 1 203 773 × 10.5 % = 126 396.165 → 126 396; municipal × 1 % = 12 037.73 → 12 038; total 138 434.
    // Lines' shares: 138 434 × line / 1 203 773 = 127 056.696, 4 099.523, 2 732.402, 4 545.378 → floors 127 056, 4 099,
    // 2 732, 4 545 (= 138 432); 2 cents left to the largest remainders (.696 line 1, .523 line 2) → 127 057, 4 100.
    name: 'Puerto Rico: a monthly guard invoice, per invoice (each component rounded on its own)',
    source: `${PR_32021}; ${PR_32281}; ${PR_33344}; ${PR_32025}; ${PR_ROUNDING_NOT_FOUND} — reading chosen: per invoice, each component on its own`,
    profile: PR_IVU,
    date: '2026-03-31',
    lines: amounts(PR_MARCH),
    expected: {
      rounding: 'per_invoice',
      componentRounding: 'each',
      components: [
        [IVU_ESTATAL, 10_500, 1_203_773, 126_396],
        [IVU_MUNICIPAL, 1000, 1_203_773, 12_038],
      ],
      lines: [127_057, 4100, 2732, 4545],
      taxCents: 138_434,
    },
  },
  {
    // The same invoice per line — the other reading: a cent less.
    // Estatal: 116 008.2 → 116 008; 3 743.04 → 3 743; 2 494.8 → 2 495; 4 150.125 → 4 150; sum 126 396.
    // Municipal: 11 048.4 → 11 048; 356.48 → 356; 237.6 → 238; 395.25 → 395; sum 12 037 (per invoice: 12 038).
    // Lines: 127 056, 4 099, 2 733, 4 545 = 138 433.
    name: 'Puerto Rico: the same invoice per line is a cent less',
    source: `${PR_32021}; ${PR_32281}; ${PR_33344}; ${PR_ROUNDING_NOT_FOUND} — reading chosen: per line (the option)`,
    profile: PR_IVU,
    date: '2026-03-31',
    lines: amounts(PR_MARCH),
    options: { rounding: 'per_line' },
    expected: {
      rounding: 'per_line',
      componentRounding: 'each',
      components: [
        [IVU_ESTATAL, 10_500, 1_203_773, 126_396],
        [IVU_MUNICIPAL, 1000, 1_203_773, 12_037],
      ],
      lines: [127_056, 4099, 2733, 4545],
      taxCents: 138_433,
    },
  },
  {
    // Base 1 234 358. Each: estatal 129 607.59 → 129 608; municipal 12 343.58 → 12 344; total 141 952.
    // Shares: 130 479.763, 4 209.945, 2 806.016, 4 456.276 → floors sum 141 950; +1 to .945 (line 2) and .763 (line 1).
    name: 'Puerto Rico: another monthly invoice, components rounded each on its own',
    source: `${PR_32021}; ${PR_32281}; ${PR_33344}; ${PR_ROUNDING_NOT_FOUND} — reading chosen: each component on its own (a separate tax for the municipality)`,
    profile: PR_IVU,
    date: '2026-03-31',
    lines: amounts(PR_MARCH_2),
    expected: {
      rounding: 'per_invoice',
      componentRounding: 'each',
      components: [
        [IVU_ESTATAL, 10_500, 1_234_358, 129_608],
        [IVU_MUNICIPAL, 1000, 1_234_358, 12_344],
      ],
      lines: [130_480, 4210, 2806, 4456],
      taxCents: 141_952,
    },
  },
  {
    // The same invoice on the combined 11.5 % — the other reading: 1 234 358 × 11.5 % = 141 951.17 → 141 951, a cent
    // less. Split by rate: 141 951 × 10.5/11.5 = 129 607.435, × 1/11.5 = 12 343.565 → floors 129 607 + 12 343; the
    // cent left to the larger remainder, the municipal's (.565). Lines: 130 478.844, 4 209.915, 2 805.996, 4 456.245 → floors 141 948; 3 left
    // to .996 (line 3), .915 (line 2), .844 (line 1).
    name: 'Puerto Rico: the same invoice on the combined 11.5 % is a cent less',
    source: `${PR_32021}; ${PR_32281}; ${PR_33344}; ${PR_ROUNDING_NOT_FOUND} — reading chosen: the combined rate (the option)`,
    profile: PR_IVU,
    date: '2026-03-31',
    lines: amounts(PR_MARCH_2),
    options: { componentRounding: 'combined' },
    expected: {
      rounding: 'per_invoice',
      componentRounding: 'combined',
      components: [
        [IVU_ESTATAL, 10_500, 1_234_358, 129_607],
        [IVU_MUNICIPAL, 1000, 1_234_358, 12_344],
      ],
      lines: [130_479, 4210, 2806, 4456],
      taxCents: 141_951,
    },
  },
  {
    // A credit note: 12 h of an event billed twice at $19.75 (−23 700) and 4 h at $29.50 (−11 800). Base −35 500.
    // Estatal −3 727.5: exactly half a cent → −3 728 (away from zero, so the note mirrors the invoice it cancels, whose
    // tax rounded to +3 728); municipal −355 exactly. Total −4 083. Shares, as an invoice's of 4 083 negated (the mirror):
    // 2 725.834, 1 357.166 → floors 2 725 + 1 357 = 4 082; the cent left to the larger remainder (.834, line 1) →
    // 2 726, 1 357 → −2 726, −1 357.
    name: 'Puerto Rico: a credit note (negative lines), half a cent rounded away from zero',
    source: `${PR_32021}; ${PR_33344}; source: not found — reading chosen: half away from zero, the mirror of the invoice (Texas' § 151.053(a) rounds half a cent up for a sale)`,
    profile: PR_IVU,
    date: '2026-04-10',
    lines: amounts([-23_700, -11_800]),
    expected: {
      rounding: 'per_invoice',
      componentRounding: 'each',
      components: [
        [IVU_ESTATAL, 10_500, -35_500, -3728],
        [IVU_MUNICIPAL, 1000, -35_500, -355],
      ],
      lines: [-2726, -1357],
      taxCents: -4083,
    },
  },
  {
    // An invoice without lines: no sales price, no tax; the components in force still show with base 0.
    name: 'Puerto Rico: an invoice without lines has no tax',
    source: `${PR_32021} (the tax is a percentage of the sales price: 0 × 11.5 % = 0)`,
    profile: PR_IVU,
    date: '2026-03-31',
    lines: [],
    expected: {
      rounding: 'per_invoice',
      componentRounding: 'each',
      components: [
        [IVU_ESTATAL, 10_500, 0, 0],
        [IVU_MUNICIPAL, 1000, 0, 0],
      ],
      lines: [],
      taxCents: 0,
    },
  },
  {
    // The day before the surtax: $1,000.00 × 6 % = 6 000 + × 1 % = 1 000.
    name: 'Puerto Rico: an invoice dated 30 Jun 2015 pays the 7 % then in force',
    source: `${PR_32021}; ${PR_32281} (only sales after 30 Jun 2015); ${PR_33344}`,
    profile: PR_IVU,
    date: '2015-06-30',
    lines: amounts([100_000]),
    expected: {
      rounding: 'per_invoice',
      componentRounding: 'each',
      components: [
        [IVU_ESTATAL, 6000, 100_000, 6000],
        [IVU_MUNICIPAL, 1000, 100_000, 1000],
      ],
      lines: [7000],
      taxCents: 7000,
    },
  },
  {
    // The rate change mid-year, picked by the invoice's date: from 1 Jul 2015, 10.5 % + 1 % → 10 500 + 1 000.
    name: 'Puerto Rico: an invoice dated 1 Jul 2015 pays the 11.5 % in force from that day',
    source: `${PR_32281} (4.5 % on sales after 30 Jun 2015, on top of § 32021's 6 %); ${PR_33344}`,
    profile: PR_IVU,
    date: '2015-07-01',
    lines: amounts([100_000]),
    expected: {
      rounding: 'per_invoice',
      componentRounding: 'each',
      components: [
        [IVU_ESTATAL, 10_500, 100_000, 10_500],
        [IVU_MUNICIPAL, 1000, 100_000, 1000],
      ],
      lines: [11_500],
      taxCents: 11_500,
    },
  },

  // Mexico -------------------------------------------------------------------------------------------------------------
  {
    // Per concept (CFDI): 1 800 000 × 16 % = 288 000; 418 839 × 16 % = 67 014.24 → 67 014; 131 177 × 16 % =
    // 20 988.32 → 20 988. Traslado Importe = 376 002 (per invoice it would be 376 002.56 → 376 003).
    name: 'Mexico: IVA 16 % per concept, as CFDI 4.0 states it',
    source: `${LIVA_1}; ${ANEXO_20}; half-a-cent rule: source: not found in Anexo 20 (it validates a range around Base × TasaOCuota) — reading chosen: half away from zero`,
    profile: MX_IVA,
    date: '2026-03-31',
    lines: amounts(MX_MARCH),
    expected: {
      rounding: 'per_line',
      componentRounding: 'each',
      components: [['IVA', 16_000, 2_350_016, 376_002]],
      lines: [288_000, 67_014, 20_988],
      taxCents: 376_002,
    },
  },
  {
    // The same invoice per invoice — the reading of an issuer whose concepts' Importe carry 6 decimals (Anexo 20 allows
    // it; the summary is then the rounding of their exact sum): 2 350 016 × 16 % = 376 002.56 → 376 003, a cent more.
    // Shares: 288 000.337, 67 014.318, 20 988.345 → floors 376 002; the cent to the largest remainder, .345 (line 3).
    name: 'Mexico: the same invoice on its total is a cent more',
    source: `${LIVA_1}; ${ANEXO_20} (a concept's Importe may carry up to 6 decimals) — reading chosen: per invoice (the option)`,
    profile: MX_IVA,
    date: '2026-03-31',
    lines: amounts(MX_MARCH),
    options: { rounding: 'per_invoice' },
    expected: {
      rounding: 'per_invoice',
      componentRounding: 'each',
      components: [['IVA', 16_000, 2_350_016, 376_003]],
      lines: [288_000, 67_014, 20_989],
      taxCents: 376_003,
    },
  },
  {
    // A concept not subject to IVA (ObjetoImp 01) of $2,500.00 between the guard services: no tax on it, and it is not
    // in the IVA base. 288 000 + 0 + 20 988 = 308 988 on a base of 1 931 177.
    name: 'Mexico: a line not subject to IVA (ObjetoImp 01) is left out of the base',
    source: `${LIVA_1}; Anexo 20, Guía de llenado 4.0, Concepto/ObjetoImp: "01" No objeto de impuesto — no taxes at the concept level (http://www.gncys.com/anexo20/guia-llenado-i.aspx)`,
    profile: MX_IVA,
    date: '2026-03-31',
    lines: [{ amountCents: 1_800_000 }, { amountCents: 250_000, taxable: false }, { amountCents: 131_177 }],
    expected: {
      rounding: 'per_line',
      componentRounding: 'each',
      components: [['IVA', 16_000, 1_931_177, 308_988]],
      lines: [288_000, 0, 20_988],
      taxCents: 308_988,
    },
  },
  {
    // Tijuana, the day before the decree: 16 %, per concept (as above) = 376 002.
    name: 'Mexico: a border-region invoice dated 31 Dec 2018 pays 16 %',
    source: `${LIVA_1}; ${BORDER_DECREE}`,
    profile: MX_IVA_BORDER,
    date: '2018-12-31',
    lines: amounts(MX_MARCH),
    expected: {
      rounding: 'per_line',
      componentRounding: 'each',
      components: [['IVA', 16_000, 2_350_016, 376_002]],
      lines: [288_000, 67_014, 20_988],
      taxCents: 376_002,
    },
  },
  {
    // From 1 Jan 2019, 8 %: 144 000; 418 839 × 8 % = 33 507.12 → 33 507; 131 177 × 8 % = 10 494.16 → 10 494.
    name: 'Mexico: a border-region invoice dated 1 Jan 2019 pays 8 %',
    source: `${BORDER_DECREE}; ${ANEXO_20}`,
    profile: MX_IVA_BORDER,
    date: '2019-01-01',
    lines: amounts(MX_MARCH),
    expected: {
      rounding: 'per_line',
      componentRounding: 'each',
      components: [['IVA', 8000, 2_350_016, 188_001]],
      lines: [144_000, 33_507, 10_494],
      taxCents: 188_001,
    },
  },
  {
    // The decree's last extended day: still 8 % (as above).
    name: 'Mexico: a border-region invoice dated 31 Dec 2025 still pays 8 %',
    source: `${BORDER_DECREE}; ${BORDER_EXTENSIONS}`,
    profile: MX_IVA_BORDER,
    date: '2025-12-31',
    lines: amounts(MX_MARCH),
    expected: {
      rounding: 'per_line',
      componentRounding: 'each',
      components: [['IVA', 8000, 2_350_016, 188_001]],
      lines: [144_000, 33_507, 10_494],
      taxCents: 188_001,
    },
  },

  // Texas (security services) ------------------------------------------------------------------------------------------
  {
    // The Comptroller's example: $250 × 8.25 % = $20.625; the third decimal is 5 → $20.63.
    name: 'Texas: $250 of security services at 8.25 % is $20.63 (half a cent rounds up)',
    source: `${TX_3_333}; ${TX_151_053}; ${TX_POLICY_NEWS} (example: $250 at 8.25 % → $20.63)`,
    profile: TX_COMBINED,
    date: '2026-03-31',
    lines: amounts([25_000]),
    expected: {
      rounding: 'per_invoice',
      componentRounding: 'combined',
      components: [['TX state + local', 8250, 25_000, 2063]],
      lines: [2063],
      taxCents: 2063,
    },
  },
  {
    // The Comptroller's example with the rates apart: $20 × 6.25 % = $1.25 state, × 2 % = $0.40 city → $1.65.
    name: 'Texas: state and city tax computed apart and added ($20 → $1.25 + $0.40)',
    source: `${TX_POLICY_NEWS} (example: $20 at 6.25 % state and 2 % city → $1.25 + $0.40 = $1.65); ${TX_151_053}`,
    profile: TX_SPLIT,
    date: '2026-03-31',
    lines: amounts([2000]),
    options: { componentRounding: 'each' },
    expected: {
      rounding: 'per_invoice',
      componentRounding: 'each',
      components: [
        ['TX state', 6250, 2000, 125],
        ['City', 2000, 2000, 40],
      ],
      lines: [165],
      taxCents: 165,
    },
  },
  {
    // Three patrol sites at $1,000.10 each in one invoice: taxed on the total, 300 030 × 8.25 % = 24 752.475 → 24 752
    // (item by item it would be 8 250.825 → 8 251 × 3 = 24 753). Shares: 8 250.667 each → floors 24 750; the 2 cents
    // left go to the equal remainders in line order → 8 251, 8 251, 8 250: they add up to 24 752 exactly.
    name: 'Texas: three equal lines are taxed on their total, and the shares add up exactly',
    source: `${TX_POLICY_NEWS} ("computed on the total sale of taxable items, not on the sale of each individual item"); ${TX_323_201}; ${TX_151_053}; allocation of the total to lines: source: not found — reading chosen: largest remainder`,
    profile: TX_COMBINED,
    date: '2026-03-31',
    lines: amounts([100_010, 100_010, 100_010]),
    expected: {
      rounding: 'per_invoice',
      componentRounding: 'combined',
      components: [['TX state + local', 8250, 300_030, 24_752]],
      lines: [8251, 8251, 8250],
      taxCents: 24_752,
    },
  },
  {
    // An exempt customer (its certificate on the profile): no tax, no components, every line's share 0.
    name: 'Texas: an exempt customer pays no tax',
    source: `${TX_3_333} (an exemption certificate in lieu of collecting tax)`,
    profile: { kind: 'exempt', rates: [] },
    date: '2026-03-31',
    lines: amounts([100_010, 25_000]),
    expected: { rounding: 'per_invoice', componentRounding: 'each', components: [], lines: [0, 0], taxCents: 0 },
  },
];
