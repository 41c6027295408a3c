import { describe, expect, it } from 'vitest';
import { normalizeRichText, parseRichText, richTextToPlain } from './rich-text';

describe('post orders rich text', () => {
  it('parses headings, lists, paragraphs and inline emphasis', () => {
    const blocks = parseRichText('# Orders\nCheck **every** door\nat *night*.\n\n- Gate A\n- Gate B\n1. Call base\n2. Log it');
    expect(blocks.map((b) => b.type)).toEqual(['heading', 'paragraph', 'bullets', 'numbers']);
    const paragraph = blocks[1];
    expect(paragraph.type === 'paragraph' && paragraph.lines.length).toBe(2);
    expect(paragraph.type === 'paragraph' && paragraph.lines[0]).toEqual([
      { text: 'Check ', isBold: false, isItalic: false },
      { text: 'every', isBold: true, isItalic: false },
      { text: ' door', isBold: false, isItalic: false },
    ]);
    expect(blocks[2].type === 'bullets' && blocks[2].items.length).toBe(2);
  });

  it('keeps markup as plain text: nothing is ever HTML', () => {
    const blocks = parseRichText('<script>alert(1)</script> <b>x</b>');
    expect(blocks).toEqual([
      { type: 'paragraph', lines: [[{ text: '<script>alert(1)</script> <b>x</b>', isBold: false, isItalic: false }]] },
    ]);
  });

  it('strips control characters and normalises newlines', () => {
    expect(normalizeRichText('a\r\nb\u0000c\u0007\n\n')).toBe('a\nbc');
    expect(richTextToPlain('## Title\n- **one**')).toBe('Title\none');
  });
});
