import { describe, expect, it } from 'vitest';
import { csvCell, csvOf, type TCsvColumn, toCsv } from './csv';
import { pdf, pdfSafe, renderPdf } from './pdf';
import { pdfPageCount, pdfText } from './pdf-text';

describe('csv', () => {
  it('quotes, neutralises formulas and starts with a BOM', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
    expect(csvCell(-5)).toBe('-5');
    expect(toCsv(['h'], [['x']])).toBe('\uFEFFh\r\nx\r\n');
  });
  it('writes headers in the reader language', () => {
    const columns: TCsvColumn<{ n: string }>[] = [{ header: 'exports:columns.guard', value: (r) => r.n }];
    expect(csvOf(columns, [{ n: 'Ana' }], 'es')).toBe('\uFEFFGuardia\r\nAna\r\n');
    expect(csvOf(columns, [{ n: 'Ana' }], 'en')).toBe('\uFEFFGuard\r\nAna\r\n');
  });
});

describe('pdf', () => {
  it('keeps Spanish text and replaces what the built-in fonts cannot draw', () => {
    expect(pdfSafe('Cotización — año Ñandú €')).toBe('Cotización — año Ñandú €');
    expect(pdfSafe('Łódź → ✓')).toBe('?ódz ? ?');
  });

  it('renders the layout, the blocks and page numbers in the document language', async () => {
    const rows = Array.from({ length: 70 }, (_, i) => [`Línea ${i + 1}`, '$10.00']);
    const blocks = [
      pdf.heading('Servicio especial'),
      pdf.fields([
        ['Cliente', 'Hotel Condado'],
        ['Notas', null],
      ]),
      pdf.table(
        [
          { label: 'Concepto', width: 3 },
          { label: 'Importe', align: 'right' },
        ],
        rows,
      ),
      pdf.totals([
        ['Subtotal', '$700.00'],
        ['IVU 11.5 %', '$80.50'],
        ['Total', '$780.50'],
      ]),
    ];
    const es = await renderPdf(
      { title: 'Cotización Q-1', companyName: 'Seguridad Ñandú', language: 'es', timeZone: 'America/Puerto_Rico' },
      blocks,
    );
    expect(es.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(es);
    for (const expected of ['Seguridad Ñandú', 'Cotización Q-1', 'Hotel Condado', 'Notas —', 'Línea 70', 'Total $780.50', 'Generado:'])
      expect(text).toContain(expected);
    const pages = pdfPageCount(es);
    expect(pages).toBe(3);
    for (let n = 1; n <= pages; n++) expect(text).toContain(`Página ${n} de ${pages}`);
    // the table's header repeats on every page it continues on
    expect(text.split('Concepto Importe').length - 1).toBe(pages);

    const en = pdfText(
      await renderPdf({ title: 'Quote Q-1', companyName: 'Acme', language: 'en', timeZone: 'America/New_York' }, [pdf.paragraph('Hello')]),
    );
    expect(en).toContain('Page 1 of 1');
    expect(en).toContain('Generated:');
    expect(en).not.toContain('Página');
  });
});
