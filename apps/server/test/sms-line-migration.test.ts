// Migration 0050_company_lines_and_codes (issue 29) makes a company's SMS line unique by its digits on a database whose
// companies may already share one: it runs the committed SQL files on an empty database up to it, gives three
// companies one number (typed three ways), two others another, one a blank line, then 0050. One company keeps each
// number (its own Twilio account first, then the earliest created), the others lose it with an ALERT in their log; every
// company gets a sign-in code and stays listed at sign-in.
import { describe, expect, it } from 'vitest';
import { migrationUnderTest } from './migration-harness';

const { targetIndex, rows, applyTarget } = migrationUnderTest('0050_company_lines_and_codes');

describe('migration 0050_company_lines_and_codes', () => {
  it('keeps each shared line with one company, clears and logs the others, and gives every company a sign-in code', async () => {
    expect(targetIndex).toBeGreaterThan(0);
    const company = async (name: string, line: string | null, createdAt: string) =>
      (
        await rows<{ id: string }>(
          `insert into companies (name, sms_line, created_at) values ('${name}', ${line === null ? 'null' : `'${line}'`}, '${createdAt}') returning id`,
        )
      )[0]?.id;
    // One number, three companies: B (created second) has its own Twilio account.
    const a = await company('A', '+17875550100', '2026-01-01');
    const b = await company('B', '1 (787) 555-0100', '2026-02-01');
    const c = await company('C', '1.787.555.0100', '2026-03-01');
    await rows(
      `insert into company_twilio_settings (company_id, account_sid, auth_token_encrypted) values ('${b}', 'AC${'1'.repeat(32)}', 'x')`,
    );
    // Another number, two companies without Twilio: the one created first keeps it.
    const d = await company('D', '+525512345678', '2026-05-01');
    const e = await company('E', '+52 55 1234 5678', '2026-04-01');
    const blank = await company('F', ' ', '2026-06-01');
    const alone = await company('G', '+17875550999', '2026-07-01');

    await applyTarget();

    const lines = Object.fromEntries(
      (await rows<{ name: string; sms_line: string | null }>(`select name, sms_line from companies order by name`)).map((r) => [
        r.name,
        r.sms_line,
      ]),
    );
    expect(lines).toEqual({ A: null, B: '1 (787) 555-0100', C: null, D: null, E: '+52 55 1234 5678', F: null, G: '+17875550999' });
    const alerts = await rows<{ company_id: string; action: string; entity_type: string; details: Record<string, unknown> }>(
      `select company_id, action, entity_type, details from system_logs order by company_id`,
    );
    expect(alerts.map((l) => l.company_id).sort()).toEqual([a, c, d].sort());
    const ofA = alerts.find((l) => l.company_id === a);
    expect(ofA).toMatchObject({ action: 'ALERT', entity_type: 'companies' });
    expect(ofA?.details).toEqual({
      messageKey: 'smsLineReleased',
      messageParams: { line: '+17875550100' },
      description: 'SMS line +17875550100 released: another company has it',
    });
    expect([blank, alone, e].every(Boolean)).toBe(true);

    // The index holds from now on, whatever way the number is written.
    await expect(rows(`update companies set sms_line = '+1 787 555 0999' where id = '${a}'`)).rejects.toThrow();

    const codes = await rows<{ sign_in_code: string; listed_at_sign_in: boolean }>(`select sign_in_code, listed_at_sign_in from companies`);
    expect(codes).toHaveLength(7);
    for (const row of codes) {
      expect(row.sign_in_code).toMatch(/^[0-9A-F]{8}$/);
      expect(row.listed_at_sign_in).toBe(true);
    }
    expect(new Set(codes.map((r) => r.sign_in_code)).size).toBe(7);
    // A company created afterwards gets its own code too.
    const [later] = await rows<{ sign_in_code: string }>(`insert into companies (name) values ('H') returning sign_in_code`);
    expect(later?.sign_in_code).toMatch(/^[0-9A-F]{8}$/);
  }, 120_000);
});
