import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import { getAvailability } from '../apps/server/src/modules/rosters/availability.service';
import { getOccurrences } from '../apps/server/src/modules/rosters/occurrences.service';
import { ZAvailability, ZOccurrences } from '@centinela/shared/contracts/rosters';
const dir = process.argv[2];
const url = process.argv[3];
const { base, extra } = JSON.parse(fs.readFileSync(`${dir}/meta.json`, 'utf8'));
const database = url ? await openDatabase({ kind: 'postgres', url }) : await openDatabase({ kind: 'pglite', dataDir: `${dir}/pglite` });
const actor = { userId: '00000000-0000-0000-0000-000000000000', sessionId: 'x', email: 'a', role: 'security_company_admin', companyId: base.companyId, customerId: null, isPlatformAdmin: false, subject: { role: 'security_company_admin', email: 'a', isBuiltInAdmin: false, roleRecords: [{ isActive: true, isSuperadmin: true, permissions: {} }], overrides: [] } } as never;
const ctx = { db: database.db } as never;
const time = async (label: string, fn: () => Promise<unknown>, n = 12) => {
  const ts: number[] = [];
  let out: unknown;
  for (let i = 0; i < n; i++) { const t = performance.now(); out = await fn(); ts.push(performance.now() - t); }
  console.log(label.padEnd(40), 'min', Math.min(...ts).toFixed(1), 'median', ts.sort((a, b) => a - b)[Math.floor(ts.length / 2)].toFixed(1));
  return out;
};
const input = { postId: extra.postIds[0], date: extra.tuesday, startTime: '06:00', endTime: '14:00' };
const av = await time('availability', () => getAvailability({ ctx, actor, input }));
await time('availability zod', async () => ZAvailability.parse(av));
await time('availability json', async () => JSON.stringify(av));
const oc = await time('occurrences', () => getOccurrences({ ctx, actor, input: { from: extra.weekFrom, to: extra.weekTo, customerCompanyId: base.customerCompanyIds[0] } }));
await time('occurrences zod', async () => ZOccurrences.parse(oc));
if (process.argv[4]) {
  const q = fs.readFileSync(process.argv[4], 'utf8').replaceAll('$COMPANY', `'${base.companyId}'`).replaceAll('$POST', `'${extra.postIds[0]}'`).replaceAll('$CUSTOMER', `'${base.customerCompanyIds[0]}'`).replaceAll('$DATE', `'${extra.tuesday}'`).replaceAll('$FROM', `'${extra.weekFrom}'`).replaceAll('$TO', `'${extra.weekTo}'`);
  const r = await database.db.execute(sql.raw(`explain analyze ${q}`)) as unknown as { rows: Record<string, string>[] };
  console.log(r.rows.map((x) => Object.values(x)[0]).join('\n'));
}
await database.close();
