// The one rich text sanitizer (daily reports, protocols, wiki): moved here from shared rules/incidents.ts.
import { describe, expect, it } from 'vitest';
import { richHtmlToText, safeHref, sanitizeRichHtml } from './rich-html';

describe('sanitizeRichHtml', () => {
  it('keeps the allowed tags without attributes', () => {
    expect(sanitizeRichHtml('<p class="x" onclick="alert(1)">Hola <b style="color:red">mundo</b></p>')).toBe('<p>Hola <b>mundo</b></p>');
    expect(sanitizeRichHtml('<ul><li>a</li><li>b</ul>')).toBe('<ul><li>a</li><li>b</li></ul>');
    expect(sanitizeRichHtml('line<br/>two')).toBe('line<br>two');
  });
  it('drops script and style with their content, events, links, images and comments', () => {
    const dirty =
      '<script>alert(1)</script><style>p{}</style><img src=x onerror=alert(1)><a href="javascript:alert(1)">x</a><!-- c --><svg onload=alert(1)><g/></svg>ok';
    const clean = sanitizeRichHtml(dirty);
    expect(clean).toBe('xok');
    expect(clean).not.toMatch(/script|style|onerror|onload|javascript|<img|<a/i);
  });
  it('escapes stray angle brackets and keeps entities', () => {
    expect(sanitizeRichHtml('a < b && c > d &amp; <p>x')).toBe('a &lt; b &amp;&amp; c &gt; d &amp; <p>x</p>');
    expect(sanitizeRichHtml('<p title=">"><scr<script>ipt>alert(1)</script></p>')).not.toMatch(/<script/i);
  });
  it('turns a body into text', () => {
    expect(richHtmlToText('<p>Uno &amp; dos</p><ul><li>a</li></ul>')).toBe('Uno & dos\n• a');
  });
});

describe('links', () => {
  it('keeps a safe href and nothing else; unsafe links lose the tag, keep the text', () => {
    expect(sanitizeRichHtml('<a href="https://x.example/a?b=1&c=2" target="_blank" onclick="x()">x</a>')).toBe(
      '<a href="https://x.example/a?b=1&amp;c=2">x</a>',
    );
    expect(sanitizeRichHtml('<p><a href="/wiki?page=1">Página</a></p>')).toBe('<p><a href="/wiki?page=1">Página</a></p>');
    expect(sanitizeRichHtml('<a href="java&#115;cript:alert(1)">a</a><a href=" javascript:alert(1)">b</a>')).toBe('ab');
    expect(sanitizeRichHtml('<a href="//evil.example">c</a><a href="data:text/html,x">d</a><a>e</a>')).toBe('cde');
    // No nested links: a link's start tag closes the open one (HTML's parsing rule), and the empty link goes.
    expect(sanitizeRichHtml('<a href="/a"><a href="/b">n</a></a>')).toBe('<a href="/b">n</a>');
    expect(sanitizeRichHtml('<a href="/a">x<a href="/b">n</a></a>')).toBe('<a href="/a">x</a><a href="/b">n</a>');
    // A dropped link before a kept one at the same depth (sanitize-html once closed the kept one with the wrong tag).
    expect(sanitizeRichHtml('<p><a href="javascript:x()">a</a> <a href="/wiki">b</a> <a href="/c"><b>c</b></a></p>')).toBe(
      '<p>a <a href="/wiki">b</a> <a href="/c"><b>c</b></a></p>',
    );
    expect(safeHref('mailto:ops@example.com')).toBe('mailto:ops@example.com');
    expect(safeHref('/x"onmouseover="y')).toBe('/x&quot;onmouseover=&quot;y');
  });
});

describe('attacks (sanitize-html with our policy)', () => {
  it('keeps no script, event handler or scriptable URL', () => {
    const attacks = [
      '<img src=x onerror=alert(1)>',
      '<svg><script>alert(1)</script></svg>',
      '<svg><p>inside</p><a href="/x">inside</a></svg>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
      '<a href="JaVaScRiPt:alert(1)">a</a>',
      '<a href="&#106;avascript:alert(1)">a</a>',
      '<a href="jav&#x09;ascript:alert(1)">a</a>',
      '<a href="vbscript:msgbox(1)">a</a>',
      '<p onmouseover="alert(1)" style="background:url(javascript:alert(1))">p</p>',
      '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
      '<a href="/ok"><img src=x onerror=alert(1)></a>',
      '<!--<img src=x onerror=alert(1)>-->',
      '<p>a</p\n><script>alert(1)</script>',
    ];
    for (const attack of attacks) {
      const clean = sanitizeRichHtml(attack);
      expect(clean, attack).not.toMatch(/<(script|img|svg|math|iframe|style|noscript)|on\w+=|javascript:|vbscript:|srcdoc|style=/i);
    }
    expect(sanitizeRichHtml('<svg><p>inside</p></svg>after')).toBe('after');
    expect(sanitizeRichHtml('<a href="JaVaScRiPt:alert(1)">a</a>')).toBe('a');
  });

  it('keeps what the editor writes', () => {
    const editor =
      '<h2>Título</h2><p>Uno&nbsp;&nbsp;dos <strong>negrita</strong> <em>cursiva</em> <u>sub</u> <s>tachado</s></p>' +
      '<ol><li><p>primero</p></li></ol><blockquote><p>cita</p></blockquote><p><a href="mailto:ops@example.com">correo</a><br>fin</p>';
    expect(sanitizeRichHtml(editor)).toBe(editor);
  });
});
