// The editors' units: what a person types (1.5×, hours, 10.5 %) becomes what the API holds, and a wrong entry is
// reported on the field typed with the invoicing namespace's key.
import { INVOICING_MESSAGES } from '@centinela/shared/contracts/invoicing-payments';
import { describe, expect, it } from 'vitest';
import {
  decimalText,
  formatFactor,
  formatPercent,
  hundredthsOf,
  isPayAtOrAboveBill,
  minutesOf,
  rateCardBody,
  rateCardFormValues,
  taxFormValues,
  taxProfileBody,
  thousandthsOf,
  typedTotal,
  ZRateCardForm,
  ZTaxProfileForm,
} from './billing';

const CUSTOMER = '11111111-1111-4111-8111-111111111111';
const POST = '22222222-2222-4222-8222-222222222222';

const newCard = () => ({ ...rateCardFormValues(undefined, '2026-12-01'), customerCompanyId: CUSTOMER, billRateCents: 2500 });

describe('typed units', () => {
  it('reads a factor, hours and a percent typed with a point or a comma', () => {
    expect(hundredthsOf('1.5')).toBe(150);
    expect(hundredthsOf('1,5')).toBe(150);
    expect(hundredthsOf(' 2 ')).toBe(200);
    expect(minutesOf('4')).toBe(240);
    expect(minutesOf('0.5')).toBe(30);
    expect(thousandthsOf('10.5')).toBe(10500);
    expect(thousandthsOf('1')).toBe(1000);
    expect(thousandthsOf('8.125')).toBe(8125);
    expect(hundredthsOf('')).toBeNull();
    expect(hundredthsOf('uno')).toBeNaN();
  });

  it('shows them back as the reader writes them', () => {
    expect(decimalText(150, 100)).toBe('1.5');
    expect(decimalText(10500, 1000)).toBe('10.5');
    expect(decimalText(null, 100)).toBe('');
    expect(formatFactor(150, 'es')).toBe('1.5');
    expect(formatPercent(11500, 'en')).toBe('11.5%');
    expect(formatPercent(8125, 'es')).toBe('8.125%');
  });

  it('warns when the pay rate is at or above the bill rate, not before a bill rate is typed', () => {
    expect(isPayAtOrAboveBill(1800, 1800)).toBe(true);
    expect(isPayAtOrAboveBill(1800, 1700)).toBe(true);
    expect(isPayAtOrAboveBill(1800, 2500)).toBe(false);
    expect(isPayAtOrAboveBill(1800, null)).toBe(false);
    expect(isPayAtOrAboveBill(null, 1000)).toBe(false);
  });
});

describe('rate card form', () => {
  it('sends 1.5× as 150 hundredths, hours as minutes and empty pickers as null', () => {
    const body = rateCardBody({ ...newCard(), postId: POST, minimumMinutes: '4', roundingMinutes: '15', paymentTermsDays: '45' });
    expect(body).toMatchObject({
      customerCompanyId: CUSTOMER,
      postId: POST,
      rank: null,
      fromDate: '2026-12-01',
      billRateCents: 2500,
      overtimeBilling: 'factor',
      overtimeFactor: 150,
      overtimeRateCents: null,
      holidayFactor: 150,
      minimumMinutes: 240,
      roundingMinutes: 15,
      paymentTermsDays: 45,
      taxProfileId: null,
    });
  });

  it('sends only the field the chosen way uses: a flat rate, no factor', () => {
    const body = rateCardBody({ ...newCard(), overtimeBilling: 'flat', overtimeRateCents: 3600, holidayBilling: 'none' });
    expect(body).toMatchObject({ overtimeFactor: null, overtimeRateCents: 3600, holidayFactor: null, holidayRateCents: null });
  });

  it('reports a factor out of range, a missing flat rate and no bill rate on their fields', () => {
    const result = ZRateCardForm.safeParse({ ...newCard(), overtimeFactor: '3.5' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual([
      'overtimeFactor',
      INVOICING_MESSAGES.factorRange,
    ]);
    const flat = ZRateCardForm.safeParse({ ...newCard(), billRateCents: null, holidayBilling: 'flat' });
    const issues = flat.error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues).toContainEqual(['billRateCents', INVOICING_MESSAGES.billRateRequired]);
  });

  it('edits a saved card in the units it was typed in', () => {
    const values = rateCardFormValues(
      {
        id: 'x',
        customerCompanyId: CUSTOMER,
        customerCompanyName: 'Plaza',
        postId: POST,
        postName: 'Portón',
        rank: 'supervisor',
        fromDate: '2026-01-01',
        toDate: null,
        state: 'current',
        billRateCents: 2500,
        overtimeBilling: 'pass_through',
        overtimeFactor: 175,
        overtimeRateCents: null,
        holidayBilling: 'flat',
        holidayFactor: null,
        holidayRateCents: 4000,
        minimumMinutes: 90,
        roundingMinutes: 15,
        roundingMode: 'up',
        paymentTermsDays: 15,
        poNumber: 'PO-7',
        billingCycle: 'weekly',
        taxProfileId: null,
        taxProfileName: null,
        notes: null,
        payRateCents: 1500,
        payAtOrAboveBill: false,
        updatedAt: '2026-01-01T00:00:00Z',
        can: { update: true, delete: true },
      },
      '2026-12-01',
    );
    expect(values).toMatchObject({
      overtimeFactor: '1.75',
      holidayRateCents: 4000,
      minimumMinutes: '1.5',
      roundingMinutes: '15',
      rank: 'supervisor',
    });
  });
});

describe('tax profile form', () => {
  it('sends 10.5 % + 1 % as 10500 and 1000 thousandths', () => {
    const values = {
      ...taxFormValues(undefined, '2026-12-01'),
      name: 'IVU Puerto Rico',
      rates: [
        {
          fromDate: '2026-12-01',
          components: [
            { label: 'IVU estatal', rateMilliPercent: '10.5' },
            { label: 'IVU municipal', rateMilliPercent: '1' },
          ],
        },
      ],
    };
    expect(taxProfileBody(values).rates).toEqual([
      {
        fromDate: '2026-12-01',
        components: [
          { label: 'IVU estatal', rateMilliPercent: 10500 },
          { label: 'IVU municipal', rateMilliPercent: 1000 },
        ],
      },
    ]);
    expect(typedTotal(values.rates[0].components)).toBe(11500);
    expect(ZTaxProfileForm.safeParse(values).success).toBe(true);
  });

  it('an exempt profile sends its certificate and no rates, and needs the certificate', () => {
    const exempt = { ...taxFormValues(undefined, '2026-12-01'), name: 'Gobierno', kind: 'exempt' as const };
    expect(taxProfileBody({ ...exempt, exemptionCertificate: 'EX-1' })).toMatchObject({ exemptionCertificate: 'EX-1', rates: [] });
    const result = ZTaxProfileForm.safeParse(exempt);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['exemptionCertificate', INVOICING_MESSAGES.certificateRequired],
    ]);
  });

  it('reports a rate above 30 % on its component', () => {
    const values = { ...taxFormValues(undefined, '2026-12-01'), name: 'IVA', kind: 'mx_iva' as const };
    values.rates[0].components = [{ label: 'IVA', rateMilliPercent: '31' }];
    const result = ZTaxProfileForm.safeParse(values);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual([
      'rates.0.components.0.rateMilliPercent',
      INVOICING_MESSAGES.rateRange,
    ]);
  });
});
