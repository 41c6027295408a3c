// The seeded incident lists in the reader's language (issue 29: Spanish severities and categories in the English UI):
// a category or severity still named as seeded reads in the reader's language; one the company typed stays as typed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { clientFor, createTwoTenantWorld, signIn } from '../../../test/factories';
import { createDefaultIncidentLists, incidentListNameFor } from './incidents.defaults';

describe('incidentListNameFor', () => {
  it('translates a seeded name from either language and leaves typed names alone', () => {
    expect(incidentListNameFor({ kind: 'severity', name: 'Crítica', level: 'critical' }, 'en')).toBe('Critical');
    expect(incidentListNameFor({ kind: 'severity', name: 'High', level: 'high' }, 'es')).toBe('Alta');
    expect(incidentListNameFor({ kind: 'category', name: 'Robo o hurto' }, 'en')).toBe('Theft');
    expect(incidentListNameFor({ kind: 'category', name: 'Medical emergency' }, 'es')).toBe('Emergencia médica');
    expect(incidentListNameFor({ kind: 'category', name: 'Vandalismo menor' }, 'en')).toBe('Vandalismo menor');
    // A company that reused a seeded word for another level typed it itself.
    expect(incidentListNameFor({ kind: 'severity', name: 'Alta', level: 'critical' }, 'en')).toBe('Alta');
    expect(incidentListNameFor({ kind: 'severity', name: 'Alta', level: 'high' }, undefined)).toBe('Alta');
  });
});

describe("GET /api/incidents/form-options in the reader's language", () => {
  let t: TTestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("offers a Spanish company's seeded lists in English to an English reader, and in Spanish to a Spanish one", async () => {
    const world = await createTwoTenantWorld(t.database.db);
    await createDefaultIncidentLists(t.database.db, world.a.company.id, 'es');
    const admin = clientFor(t.app, await signIn(t.app, world.a.admin));
    const en = (await admin.get('/api/incidents/form-options?lang=en')).json();
    expect(en.severities.map((s: { name: string }) => s.name)).toEqual(['Low', 'Medium', 'High', 'Critical']);
    expect(en.categories.map((c: { name: string }) => c.name)).toContain('Theft');
    const es = (await admin.get('/api/incidents/form-options?lang=es')).json();
    expect(es.severities.map((s: { name: string }) => s.name)).toEqual(['Baja', 'Media', 'Alta', 'Crítica']);
    expect(es.categories.map((c: { name: string }) => c.name)).toContain('Robo o hurto');
  });
});
