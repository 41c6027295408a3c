// Migration 0048_one_search (decision 0023) folds the search texts of the rows already there: it runs the committed SQL
// files on an empty database up to it, writes accented rows (users with their word index, opportunities, incidents,
// vehicles), then 0048.
import { describe, expect, it } from 'vitest';
import { migrationUnderTest } from './migration-harness';

const { targetIndex, rows, applyTarget } = migrationUnderTest('0048_one_search');

describe('migration 0048_one_search', () => {
  it("folds the existing rows' search texts and the users' word index, and keeps the trigram indexes", async () => {
    expect(targetIndex).toBeGreaterThan(0);
    const [company] = await rows<{ id: string }>(
      `insert into companies (name, legal_name) values ('Protección Ñandú', 'PÉREZ S.A.') returning id`,
    );
    const c = company?.id;
    const [customer] = await rows<{ id: string }>(
      `insert into customer_companies (company_id, name) values ('${c}', 'Cliente') returning id`,
    );
    const [post] = await rows<{ id: string }>(
      `insert into posts (company_id, customer_company_id, name, time_zone) values ('${c}', '${customer?.id}', 'Garita Norte', 'America/Puerto_Rico') returning id`,
    );
    const [jose] = await rows<{ id: string }>(
      `insert into users (company_id, email, password_hash, role, name, last_name) values ('${c}', 'jq@example.com', 'x', 'security_guard', 'José', 'QUIÑONES') returning id`,
    );
    await rows(
      `insert into users (company_id, email, password_hash, role, name, last_name) values ('${c}', 'ana@example.com', 'x', 'security_guard', 'Ana', 'Ruiz')`,
    );
    await rows(`insert into opportunities (company_id, title, description, location, service_type, start_date, end_date, start_time, end_time,
        guards_required, hourly_rate_cents, total_budget_cents, contact_person, contact_phone, contact_email)
      values ('${c}', 'Boda en Cataño', '', 'Bayamón', 'event_security', '2026-03-02', '2026-03-02', '08:00', '16:00', 1, 1500, 12000,
        'Ángel', '+17875550101', 'a@example.com')`);
    await rows(`insert into incidents (company_id, post_id, title, description, occurred_at)
      values ('${c}', '${post?.id}', 'Daño en portón', 'Vehículo', '2026-03-02T12:00:00Z')`);
    await rows(`insert into vehicles (company_id, license_plate, brand) values ('${c}', 'ÁBC-123', 'Citroën')`);
    const tokensBefore = await rows<{ token: string }>(`select token from user_search_tokens where user_id = '${jose?.id}' order by token`);
    expect(tokensBefore.map((r) => r.token)).toEqual(expect.arrayContaining(['josé', 'quiñones']));

    await applyTarget();

    const texts = await rows<{ t: string }>(`select search_text as t from companies where id = '${c}'
      union all select search_text from opportunities where company_id = '${c}'
      union all select search_text from incidents where company_id = '${c}'
      union all select search_text from vehicles where company_id = '${c}'
      union all select search_text from users where id = '${jose?.id}'`);
    expect(texts.map((r) => r.t)).toEqual([
      'proteccion nandu perez s.a.  ',
      'boda en catano bayamon angel',
      'dano en porton vehiculo',
      'abc-123  citroen ',
      'jose quinones  jq@example.com     ',
    ]);
    const tokens = await rows<{ token: string }>(`select token from user_search_tokens where user_id = '${jose?.id}' order by token`);
    expect(tokens.map((r) => r.token).sort()).toEqual(['com', 'example.com', 'jose', 'jq@example.com', 'quinones']);
    const ana = await rows<{ n: number }>(
      `select count(*)::int as n from user_search_tokens t join users u on u.id = t.user_id where u.email = 'ana@example.com'`,
    );
    expect(ana[0]?.n).toBe(5);
    const indexes = await rows<{ indexname: string }>(
      `select indexname from pg_indexes where indexname like '%search_trgm_idx' order by 1`,
    );
    expect(indexes.map((r) => r.indexname)).toEqual([
      'incidents_search_trgm_idx',
      'novelties_search_trgm_idx',
      'opportunities_search_trgm_idx',
      'sms_messages_search_trgm_idx',
      'tasks_search_trgm_idx',
      'users_search_trgm_idx',
      'wiki_pages_search_trgm_idx',
    ]);
  });
});
