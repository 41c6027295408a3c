// The demo data a fresh install starts with: the demo company, then every built area's data entered through the API
// as the demo admin. Checks that each area's page has something to show to each demo account.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TTestApp } from '../../../test/app';
import { clientFor, signIn } from '../../../test/factories';
import { emergencyContacts, opportunities, protocols, taskGroups, tasks, uniformIssues, users, vehicles, wikiPages } from '../schema';
import { DEMO_ACCOUNTS, seedDemo } from './demo';
import { seedDemoAreas } from './demo-areas';

let t: TTestApp;
let companyId: string;

beforeAll(async () => {
  t = await buildTestApp();
  const demo = await seedDemo(t.database.db, t.config);
  companyId = demo.companyId;
  await seedDemoAreas(t.app, t.config, demo);
}, 120_000);
afterAll(() => t?.close());

/** Rows of one of the demo company's tables. */
const per = async (
  table:
    | typeof tasks
    | typeof taskGroups
    | typeof vehicles
    | typeof uniformIssues
    | typeof emergencyContacts
    | typeof protocols
    | typeof wikiPages,
) => {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(table as typeof tasks)
    .where(eq((table as typeof tasks).companyId, companyId));
  return row.n;
};

describe('demo data', () => {
  it('fills every built area of the demo company', async () => {
    const { db } = t.database;
    expect(await per(taskGroups)).toBe(2);
    // The weekly series created its occurrences ahead (Mondays and Thursdays) next to the four one-off tasks.
    expect(await per(tasks)).toBeGreaterThan(4 + 10);
    expect(await db.select({ s: opportunities.status }).from(opportunities).where(eq(opportunities.companyId, companyId))).toEqual(
      expect.arrayContaining([{ s: 'submitted' }, { s: 'approved' }]),
    );
    expect(await per(vehicles)).toBe(2);
    expect(await per(uniformIssues)).toBeGreaterThanOrEqual(1);
    expect(await per(emergencyContacts)).toBe(5);
    expect(await per(protocols)).toBe(2);
    expect(await per(wikiPages)).toBe(4);
  });

  it("shows the demo admin rate cards in each state and the company's IVU", async () => {
    const admin = clientFor(t.app, await signIn(t.app, { email: DEMO_ACCOUNTS.companyAdmin, companyId }, t.config.demoPassword));
    const cards = (await admin.get('/api/invoicing/rate-cards?pageSize=100')).json();
    expect(cards.total).toBeGreaterThan(6);
    expect(new Set(cards.items.map((c: { state: string }) => c.state))).toEqual(new Set(['current', 'future', 'past']));
    const taxes = (await admin.get('/api/invoicing/tax-profiles')).json();
    expect(taxes.items.map((p: { name: string; rateTodayMilliPercent: number }) => [p.name, p.rateTodayMilliPercent])).toEqual([
      ['IVU Puerto Rico', 11_500],
    ]);
  });

  it('shows the demo admin issued invoices of last month, an overdue one and a draft to approve', async () => {
    const admin = clientFor(t.app, await signIn(t.app, { email: DEMO_ACCOUNTS.companyAdmin, companyId }, t.config.demoPassword));
    const list = (await admin.get('/api/invoicing/invoices?pageSize=100')).json();
    const items: { status: string; overdue: boolean; number: string | null; totalCents: number }[] = list.items;
    expect(items.filter((i) => i.status === 'approved').length).toBeGreaterThanOrEqual(3);
    expect(items.filter((i) => i.overdue)).toHaveLength(1);
    for (const i of items) expect(i.totalCents).toBeGreaterThan(0);
    if (new Date().getUTCDate() > 2) expect(items.filter((i) => i.status === 'draft')).toHaveLength(1);
  });

  it('gives the demo guard their tasks, a protocol to acknowledge and no staff-only wiki page', async () => {
    const [guard] = await t.database.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.guard));
    const client = clientFor(t.app, await signIn(t.app, guard, t.config.demoPassword));
    const mine = await client.get('/api/tasks?assignee=me');
    expect(mine.statusCode).toBe(200);
    expect(mine.json().items.map((i: { title: string }) => i.title)).toEqual(
      expect.arrayContaining(['Entregar radios nuevos al turno de noche']),
    );
    const list = await client.get('/api/protocols');
    expect(list.statusCode).toBe(200);
    const items = list.json().items ?? list.json();
    expect(items.filter((p: { can: { acknowledge: boolean } }) => p.can.acknowledge)).toHaveLength(2);
    const wiki = await client.get('/api/wiki/pages');
    const titles = (wiki.json().items ?? wiki.json()).map((p: { title: string }) => p.title);
    expect(titles).toContain('Manual del guardia');
    expect(titles).not.toContain('Tarifas de servicios especiales');
  });
});
