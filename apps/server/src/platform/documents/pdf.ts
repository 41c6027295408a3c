// PDF documents (quotes, incident sheets, daily reports, pay stubs, invoices): @react-pdf/renderer on the server,
// built from a few blocks so every document of the product shares one layout — the company and title at the top,
// "Page n of m" and the generation time at the bottom, in the reader's language and the company's time zone.
// Blocks are plain data (pdf.heading(…), pdf.table(…)): they cross to the CPU worker thread that renders the document
// (platform/cpu/pool.ts), where they become React elements (createElement: the server has no JSX step).
import type { TLanguage } from '@centinela/shared';
import { Document, Image, Page, renderToBuffer, StyleSheet, type Styles, Text, View } from '@react-pdf/renderer';
import { registerCpuTask } from '../cpu/pool';
import { t } from '../i18n/catalog';
import { createElement as h, type ReactElement, type ReactNode } from 'react';

export type TPdfColumn = {
  label: string /** share of the width, e.g. 2 for a column twice as wide */;
  width?: number;
  align?: 'left' | 'right';
};

/** The blocks a document is made of (plain data: made with `pdf`, rendered in the worker). */
export type TPdfBlock =
  | { kind: 'heading' | 'paragraph' | 'note'; value: string }
  | { kind: 'fields'; pairs: [string, string | null | undefined][] }
  | { kind: 'table'; columns: TPdfColumn[]; rows: string[][] }
  | { kind: 'totals'; pairs: [string, string][] };

export type TPdfMeta = {
  /** The document's title, e.g. "Cotización Q-2026-0012". Also the PDF's metadata title. */
  title: string;
  companyName: string;
  language: TLanguage;
  /** IANA zone the generation time is shown in (the company's). */
  timeZone: string;
  subtitle?: string;
  generatedAt?: Date;
  /** The company's logo (PNG or JPEG bytes), above its name. */
  logo?: { data: Uint8Array; format: 'png' | 'jpg' };
};

const INK = '#1f2937';
const MUTED = '#6b7280';
const RULE = '#d1d5db';

const styles = StyleSheet.create({
  page: { paddingTop: 42, paddingBottom: 56, paddingHorizontal: 42, fontSize: 10, color: INK, fontFamily: 'Helvetica' },
  header: { borderBottomWidth: 1, borderBottomColor: RULE, paddingBottom: 8, marginBottom: 14 },
  company: { fontSize: 9, color: MUTED, marginBottom: 2 },
  logo: { maxHeight: 40, maxWidth: 160, objectFit: 'contain', marginBottom: 6 },
  title: { fontSize: 16, fontFamily: 'Helvetica-Bold' },
  subtitle: { fontSize: 10, color: MUTED, marginTop: 2 },
  heading: { fontSize: 12, fontFamily: 'Helvetica-Bold', marginTop: 12, marginBottom: 6 },
  paragraph: { marginBottom: 6, lineHeight: 1.4 },
  note: { fontSize: 8, color: MUTED, marginTop: 8, lineHeight: 1.3 },
  fieldRow: { flexDirection: 'row', marginBottom: 3 },
  fieldLabel: { width: '32%', color: MUTED },
  fieldValue: { width: '68%' },
  table: { borderTopWidth: 1, borderTopColor: RULE, marginTop: 4 },
  tr: { flexDirection: 'row', borderBottomWidth: 1, borderBottomColor: RULE, paddingVertical: 4 },
  th: { fontFamily: 'Helvetica-Bold', fontSize: 9 },
  td: { fontSize: 9, paddingRight: 4 },
  totals: { marginTop: 8, marginLeft: '50%' },
  totalRow: { flexDirection: 'row', justifyContent: 'space-between', paddingVertical: 2 },
  totalLast: { fontFamily: 'Helvetica-Bold', borderTopWidth: 1, borderTopColor: INK, marginTop: 2, paddingTop: 4 },
  footer: {
    position: 'absolute',
    bottom: 24,
    left: 42,
    right: 42,
    flexDirection: 'row',
    justifyContent: 'space-between',
    fontSize: 8,
    color: MUTED,
  },
});

/**
 * The built-in PDF fonts (Helvetica) encode WinAnsi only: Spanish and English text is inside it, anything else
 * (emoji, other scripts) would print as garbage. Letters with marks outside it lose the mark; the rest becomes "?".
 */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
export const pdfSafe = (text: string): string =>
  Array.from(text, (ch) => {
    const code = ch.codePointAt(0) ?? 0;
    if (code === 9 || code === 10 || (code >= 32 && code <= 126) || (code >= 160 && code <= 255) || WIN_ANSI_EXTRA.has(ch)) return ch;
    const base = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    return base.length === 1 && base.codePointAt(0)! < 256 ? base : '?';
  }).join('');

type TStyle = Styles[string];
const text = (style: TStyle | TStyle[], value: ReactNode) => h(Text, { style }, typeof value === 'string' ? pdfSafe(value) : value);

/** The blocks a document is made of. */
export const pdf = {
  heading: (value: string): TPdfBlock => ({ kind: 'heading', value }),
  paragraph: (value: string): TPdfBlock => ({ kind: 'paragraph', value }),
  note: (value: string): TPdfBlock => ({ kind: 'note', value }),
  /** Label–value pairs, one per line; empty values show "—". */
  fields: (pairs: [string, string | null | undefined][]): TPdfBlock => ({ kind: 'fields', pairs }),
  table: (columns: TPdfColumn[], rows: string[][]): TPdfBlock => ({ kind: 'table', columns, rows }),
  /** Right-hand totals; the last pair is the grand total, in bold above a rule. */
  totals: (pairs: [string, string][]): TPdfBlock => ({ kind: 'totals', pairs }),
};

const tableElement = (columns: TPdfColumn[], rows: string[][]) => {
  const total = columns.reduce((sum, c) => sum + (c.width ?? 1), 0);
  const cell = (c: TPdfColumn) => ({ width: `${((c.width ?? 1) / total) * 100}%`, textAlign: c.align ?? 'left' });
  return h(
    View,
    { style: styles.table },
    h(
      View,
      { style: styles.tr, fixed: true },
      ...columns.map((c, i) => h(Text, { key: i, style: [styles.th, cell(c)] }, pdfSafe(c.label))),
    ),
    ...rows.map((row, r) =>
      h(
        View,
        { key: r, style: styles.tr, wrap: false },
        ...columns.map((c, i) => h(Text, { key: i, style: [styles.td, cell(c)] }, pdfSafe(row[i] ?? ''))),
      ),
    ),
  );
};

/** A block as react-pdf elements. */
const elementOf = (block: TPdfBlock): ReactElement => {
  switch (block.kind) {
    case 'heading':
    case 'paragraph':
    case 'note':
      return text(styles[block.kind], block.value);
    case 'fields':
      return h(
        View,
        null,
        ...block.pairs.map(([label, value], i) =>
          h(View, { key: i, style: styles.fieldRow, wrap: false }, text(styles.fieldLabel, label), text(styles.fieldValue, value || '—')),
        ),
      );
    case 'table':
      return tableElement(block.columns, block.rows);
    case 'totals':
      return h(
        View,
        { style: styles.totals, wrap: false },
        ...block.pairs.map(([label, value], i) =>
          h(
            View,
            { key: i, style: i === block.pairs.length - 1 ? [styles.totalRow, styles.totalLast] : styles.totalRow },
            h(Text, null, pdfSafe(label)),
            h(Text, null, pdfSafe(value)),
          ),
        ),
      );
  }
};

const generatedLine = (meta: TPdfMeta) => {
  const at = new Intl.DateTimeFormat(meta.language === 'es' ? 'es' : 'en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: meta.timeZone,
  }).format(meta.generatedAt ?? new Date());
  return `${t(meta.language, 'documents:common.generated')}: ${at}`;
};

/** The element of a whole document: header, the blocks, a footer on every page. */
export const pdfDocument = (meta: TPdfMeta, blocks: TPdfBlock[]): ReactElement =>
  h(
    Document,
    { title: pdfSafe(meta.title), author: pdfSafe(meta.companyName), creator: 'Centinela', producer: 'Centinela', language: meta.language },
    h(
      Page,
      { size: 'LETTER', style: styles.page, wrap: true },
      h(
        View,
        { style: styles.header },
        meta.logo ? h(Image, { src: { data: Buffer.from(meta.logo.data), format: meta.logo.format }, style: styles.logo }) : null,
        text(styles.company, meta.companyName),
        text(styles.title, meta.title),
        meta.subtitle ? text(styles.subtitle, meta.subtitle) : null,
      ),
      ...blocks.map((block, i) => h(View, { key: i }, elementOf(block))),
      h(
        View,
        { style: styles.footer, fixed: true },
        h(Text, null, pdfSafe(generatedLine(meta))),
        h(Text, {
          render: ({ pageNumber, totalPages }: { pageNumber: number; totalPages: number }) =>
            t(meta.language, 'documents:common.page', { page: pageNumber, pages: totalPages }),
        }),
      ),
    ),
  );

const renderTask = registerCpuTask(
  'pdf.render',
  async ({ meta, blocks }: { meta: TPdfMeta; blocks: TPdfBlock[] }) =>
    // biome-ignore lint/suspicious/noExplicitAny: react-pdf types renderToBuffer's argument as its own Document element type
    new Uint8Array(await renderToBuffer(pdfDocument(meta, blocks) as any)),
);

/** Renders a document to the bytes of a PDF file, in a CPU worker thread (platform/cpu/pool.ts). */
export const renderPdf = async (meta: TPdfMeta, blocks: TPdfBlock[]): Promise<Buffer> => {
  const bytes = await renderTask({ meta, blocks });
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
};
