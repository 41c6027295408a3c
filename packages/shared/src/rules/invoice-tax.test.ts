import { describe, expect, it } from 'vitest';
import type { TTaxKind, TTaxRateVersion } from '../contracts/invoicing-payments';
import {
  computeTax,
  defaultComponentRounding,
  defaultTaxRounding,
  TAX_COMPONENT_ROUNDINGS,
  TAX_ROUNDINGS,
  TaxRateNotInForceError,
  type TTaxableLine,
  type TTaxComputation,
} from './invoice-tax';
import { TAX_VECTORS } from './invoice-tax.vectors';

const PR: { kind: TTaxKind; rates: TTaxRateVersion[] } = {
  kind: 'pr_ivu',
  rates: [
    {
      fromDate: '2015-07-01',
      components: [
        { label: 'IVU estatal', rateMilliPercent: 10_500 },
        { label: 'IVU municipal', rateMilliPercent: 1000 },
      ],
    },
  ],
};
const MX = { kind: 'mx_iva' as const, rates: [{ fromDate: '2014-01-01', components: [{ label: 'IVA', rateMilliPercent: 16_000 }] }] };
const TX = { kind: 'us_sales' as const, rates: [{ fromDate: '2020-01-01', components: [{ label: 'TX', rateMilliPercent: 8250 }] }] };

/** A small deterministic generator (mulberry32), so a failing property names a reproducible seed. */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
};

const randomLines = (next: () => number): TTaxableLine[] => {
  const count = 1 + Math.floor(next() * 12);
  return Array.from({ length: count }, () => ({
    // Mostly invoice lines up to $20,000, some credits, some lines off the tax.
    amountCents: Math.floor(next() * 2_000_000) * (next() < 0.2 ? -1 : 1),
    ...(next() < 0.15 ? { taxable: false } : {}),
  }));
};

const sum = (values: number[]) => values.reduce((s, v) => s + v, 0);
const expectIntegers = (r: TTaxComputation) => {
  for (const v of [r.taxCents, ...r.lines.map((l) => l.taxCents), ...r.components.flatMap((c) => [c.taxCents, c.baseCents])]) {
    expect(Number.isSafeInteger(v)).toBe(true);
  }
};

describe('invoice tax: the test vectors', () => {
  it('has at least 12 vectors, each naming its source, covering every kind', () => {
    expect(TAX_VECTORS.length).toBeGreaterThanOrEqual(12);
    for (const v of TAX_VECTORS) expect(v.source.trim(), v.name).toBeTruthy();
    for (const kind of ['pr_ivu', 'mx_iva', 'us_sales', 'exempt'])
      expect(
        TAX_VECTORS.some((v) => v.profile.kind === kind),
        kind,
      ).toBe(true);
  });

  for (const v of TAX_VECTORS) {
    it(v.name, () => {
      const r = computeTax(v.lines, v.profile, v.date, v.options);
      expect(r.rounding).toBe(v.expected.rounding);
      expect(r.componentRounding).toBe(v.expected.componentRounding);
      expect(r.components.map((c) => [c.label, c.rateMilliPercent, c.baseCents, c.taxCents])).toEqual(v.expected.components);
      expect(r.lines.map((l) => l.taxCents)).toEqual(v.expected.lines);
      expect(r.taxCents).toBe(v.expected.taxCents);
    });
  }
});

describe('computeTax', () => {
  it('uses each kind’s default rounding', () => {
    expect(defaultTaxRounding('mx_iva')).toBe('per_line');
    expect(defaultTaxRounding('pr_ivu')).toBe('per_invoice');
    expect(defaultTaxRounding('us_sales')).toBe('per_invoice');
    expect(defaultComponentRounding('us_sales')).toBe('combined');
    expect(defaultComponentRounding('pr_ivu')).toBe('each');
    expect(defaultComponentRounding('mx_iva')).toBe('each');
    expect(computeTax([{ amountCents: 100 }], MX, '2026-01-01').rounding).toBe('per_line');
    expect(computeTax([{ amountCents: 100 }], PR, '2026-01-01').rounding).toBe('per_invoice');
  });

  it('throws TAX_RATE_NOT_IN_FORCE for a date before the profile’s first rate, never a silent zero', () => {
    const attempt = () => computeTax([{ amountCents: 10_000 }], PR, '2015-06-30');
    expect(attempt).toThrow(TaxRateNotInForceError);
    try {
      attempt();
    } catch (e) {
      expect(e).toMatchObject({ code: 'TAX_RATE_NOT_IN_FORCE', date: '2015-06-30' });
    }
    expect(() => computeTax([], { kind: 'us_sales', rates: [] }, '2026-01-01')).toThrow(TaxRateNotInForceError);
    // An exempt profile has no rates and needs none.
    expect(computeTax([{ amountCents: 10_000 }], { kind: 'exempt', rates: [] }, '2026-01-01').taxCents).toBe(0);
  });

  it('picks the rate version by date whatever order the versions are in', () => {
    const profile = {
      kind: 'mx_iva' as const,
      rates: [
        { fromDate: '2019-01-01', components: [{ label: 'IVA', rateMilliPercent: 8000 }] },
        { fromDate: '2014-01-01', components: [{ label: 'IVA', rateMilliPercent: 16_000 }] },
      ],
    };
    expect(computeTax([{ amountCents: 10_000 }], profile, '2018-12-31').taxCents).toBe(1600);
    expect(computeTax([{ amountCents: 10_000 }], profile, '2019-01-01').taxCents).toBe(800);
  });

  it('rounds half a cent away from zero, for invoices and credit notes alike', () => {
    // $1.00 × 10.5 % = 10.5 cents; $0.50 × 1 % = 0.5 cent.
    const one = computeTax([{ amountCents: 100 }], PR, '2026-01-01');
    expect(one.components.map((c) => c.taxCents)).toEqual([11, 1]);
    const credit = computeTax([{ amountCents: -100 }], PR, '2026-01-01');
    expect(credit.components.map((c) => c.taxCents)).toEqual([-11, -1]);
    expect(computeTax([{ amountCents: 50 }], PR, '2026-01-01').components[1].taxCents).toBe(1);
    expect(computeTax([{ amountCents: 49 }], PR, '2026-01-01').components[1].taxCents).toBe(0);
    // Math.round rounds a tie toward +∞, which would make a credit note's tax differ from its invoice's.
    expect(Math.round(-23_700 * 0.105)).toBe(-2488);
    expect(computeTax([{ amountCents: -23_700 }], PR, '2026-01-01').components[0].taxCents).toBe(-2489);
  });

  it('is exact where an intermediate product passes 2^53 (no floating point)', () => {
    // 1 234 567 890 123 × 11 500 = 14 197 530 736 414 500 > 2^53; / 100 000 = 141 975 307 364.145 → 141 975 307 364.
    const big = 1_234_567_890_123;
    const r = computeTax([{ amountCents: big }], PR, '2026-01-01', { componentRounding: 'combined' });
    expect(r.taxCents).toBe(141_975_307_364);
    expectIntegers(r);
  });

  it('refuses amounts that are not whole cents', () => {
    expect(() => computeTax([{ amountCents: 10.5 }], PR, '2026-01-01')).toThrow(RangeError);
    expect(() => computeTax([{ amountCents: Number.NaN }], PR, '2026-01-01')).toThrow(RangeError);
  });

  it('gives a line off the tax a zero share and leaves it out of the base, in every mode', () => {
    for (const rounding of TAX_ROUNDINGS) {
      for (const componentRounding of TAX_COMPONENT_ROUNDINGS) {
        const r = computeTax([{ amountCents: 12_345 }, { amountCents: 99_999, taxable: false }, { amountCents: 678 }], PR, '2026-01-01', {
          rounding,
          componentRounding,
        });
        expect(r.lines[1].taxCents).toBe(0);
        expect(r.components[0].baseCents).toBe(13_023);
      }
    }
  });

  it('makes a credit note of an invoice’s lines the exact negative of the invoice’s tax', () => {
    const next = random(7);
    for (let i = 0; i < 200; i++) {
      const lines = randomLines(next);
      const negated = lines.map((l) => ({ ...l, amountCents: -l.amountCents }));
      for (const profile of [PR, MX, TX]) {
        for (const rounding of TAX_ROUNDINGS) {
          const invoice = computeTax(lines, profile, '2026-01-01', { rounding });
          const credit = computeTax(negated, profile, '2026-01-01', { rounding });
          expect(credit.taxCents + invoice.taxCents).toBe(0);
          expect(credit.components.map((c, j) => c.taxCents + invoice.components[j].taxCents).every((v) => v === 0)).toBe(true);
          expect(credit.lines.map((l, k) => l.taxCents + invoice.lines[k].taxCents).every((v) => v === 0)).toBe(true);
        }
      }
    }
  });
});

describe('computeTax: properties over random invoices', () => {
  const profiles = [PR, MX, TX, { kind: 'exempt' as const, rates: [] }];

  it('the lines’ shares and the components always sum exactly to taxCents, in integers', () => {
    const next = random(2026);
    for (let i = 0; i < 500; i++) {
      const lines = randomLines(next);
      for (const profile of profiles) {
        for (const rounding of TAX_ROUNDINGS) {
          for (const componentRounding of TAX_COMPONENT_ROUNDINGS) {
            const r = computeTax(lines, profile, '2026-01-01', { rounding, componentRounding });
            expect(r.lines).toHaveLength(lines.length);
            expect(sum(r.lines.map((l) => l.taxCents))).toBe(r.taxCents);
            expect(sum(r.components.map((c) => c.taxCents))).toBe(r.taxCents);
            expectIntegers(r);
          }
        }
      }
    }
  });

  it('per line and per invoice differ by at most half a cent per line (per component)', () => {
    const next = random(11);
    let differed = 0;
    for (let i = 0; i < 1000; i++) {
      const lines = randomLines(next);
      const taxed = lines.filter((l) => l.taxable !== false).length;
      for (const profile of [PR, MX, TX]) {
        for (const componentRounding of TAX_COMPONENT_ROUNDINGS) {
          const perLine = computeTax(lines, profile, '2026-01-01', { rounding: 'per_line', componentRounding });
          const perInvoice = computeTax(lines, profile, '2026-01-01', { rounding: 'per_invoice', componentRounding });
          const difference = Math.abs(perLine.taxCents - perInvoice.taxCents);
          if (difference > 0) differed++;
          if (componentRounding === 'each') {
            perLine.components.forEach((c, j) => {
              expect(Math.abs(c.taxCents - perInvoice.components[j].taxCents)).toBeLessThanOrEqual(taxed / 2);
            });
          } else {
            // Combined: one rounding of the total rate per line or per invoice.
            expect(difference).toBeLessThanOrEqual(taxed / 2);
          }
        }
      }
    }
    // The property is not vacuous: the two readings do differ on some invoices.
    expect(differed).toBeGreaterThan(0);
  });

  it('per invoice, each line’s share is within a cent of its exact proportional share', () => {
    const next = random(99);
    for (let i = 0; i < 300; i++) {
      const lines = randomLines(next).filter((l) => l.taxable !== false && l.amountCents > 0);
      if (lines.length === 0) continue;
      const r = computeTax(lines, TX, '2026-01-01');
      const base = sum(lines.map((l) => l.amountCents));
      lines.forEach((l, k) => {
        expect(Math.abs(r.lines[k].taxCents - (r.taxCents * l.amountCents) / base)).toBeLessThan(1);
      });
    }
  });
});
