import { describe, expect, it } from 'vitest';
import { INCIDENT_STATUSES } from '../enums';
import {
  INCIDENT_ACTIONS,
  isIncidentEditable,
  nextDailyReportStatus,
  nextIncidentStatus,
  richHtmlToText,
  sanitizeRichHtml,
} from './incidents';

describe('incident transitions', () => {
  it('goes pending → reviewed → closed → sealed, and reopens one step back', () => {
    expect(nextIncidentStatus('pending', 'review')).toBe('reviewed');
    expect(nextIncidentStatus('reviewed', 'close')).toBe('closed');
    expect(nextIncidentStatus('closed', 'seal')).toBe('sealed');
    expect(nextIncidentStatus('reviewed', 'reopen')).toBe('pending');
    expect(nextIncidentStatus('closed', 'reopen')).toBe('reviewed');
  });
  it('refuses everything else, and a sealed incident has no way out', () => {
    expect(nextIncidentStatus('pending', 'close')).toBeNull();
    expect(nextIncidentStatus('pending', 'seal')).toBeNull();
    expect(nextIncidentStatus('pending', 'reopen')).toBeNull();
    expect(nextIncidentStatus('reviewed', 'seal')).toBeNull();
    for (const action of INCIDENT_ACTIONS) expect(nextIncidentStatus('sealed', action)).toBeNull();
    expect(INCIDENT_STATUSES.filter(isIncidentEditable)).toEqual(['pending', 'reviewed']);
  });
  it('daily reports go pending → reviewed → closed only', () => {
    expect(nextDailyReportStatus('pending', 'review')).toBe('reviewed');
    expect(nextDailyReportStatus('reviewed', 'close')).toBe('closed');
    expect(nextDailyReportStatus('pending', 'close')).toBeNull();
    expect(nextDailyReportStatus('closed', 'review')).toBeNull();
  });
});

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
