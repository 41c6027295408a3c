// Migration 0055_incident_numbers (decision 0022, series 'incident'): the incidents already there are numbered per
// company in the order they were filed, and each company's series continues after its highest number.
import { describe, expect, it } from 'vitest';
import { migrationUnderTest } from './migration-harness';

const { rows, applyTarget } = migrationUnderTest('0055_incident_numbers');

describe('migration 0055_incident_numbers', () => {
  it('numbers existing incidents per company by filing order and continues each series after them', async () => {
    const companies = await rows<{ id: string }>(
      `insert into companies (name, legal_name) values ('Uno', 'Uno S.A.'), ('Dos', 'Dos S.A.') returning id`,
    );
    const [a, b] = companies.map((c) => c.id);
    const file = (company: string, title: string, createdAt: string) =>
      rows(`insert into incidents (company_id, title, description, occurred_at, created_at)
        values ('${company}', '${title}', 'x', '${createdAt}', '${createdAt}')`);
    await file(a, 'A-second', '2026-03-02T12:00:00Z');
    await file(a, 'A-first', '2026-03-01T12:00:00Z');
    await file(b, 'B-first', '2026-03-05T12:00:00Z');
    await file(a, 'A-third', '2026-03-03T12:00:00Z');

    await applyTarget();

    const numbered = await rows<{ title: string; number: number }>(`select title, number from incidents order by title`);
    expect(numbered).toEqual([
      { title: 'A-first', number: 1 },
      { title: 'A-second', number: 2 },
      { title: 'A-third', number: 3 },
      { title: 'B-first', number: 1 },
    ]);
    const series = await rows<{ company_id: string; next: number }>(`select company_id, next from number_series where series = 'incident'`);
    expect(Object.fromEntries(series.map((s) => [s.company_id, s.next]))).toEqual({ [a as string]: 4, [b as string]: 2 });
    // One number per company: a second incident numbered 1 in company A is refused.
    await expect(
      rows(`insert into incidents (company_id, number, title, description, occurred_at) values ('${a}', 1, 'dup', 'x', now())`),
    ).rejects.toThrow();
  });
});
