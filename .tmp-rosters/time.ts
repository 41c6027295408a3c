import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
const dir = process.argv[2];
const url = process.argv[3] || undefined;
const { base, extra } = JSON.parse(fs.readFileSync(`${dir}/meta.json`, 'utf8'));
const database = url ? await openDatabase({ kind: 'postgres', url }) : await openDatabase({ kind: 'pglite', dataDir: `${dir}/pglite` });
for (const file of process.argv.slice(4)) {
  const q = fs.readFileSync(file, 'utf8').replaceAll('$COMPANY', `'${base.companyId}'`).replaceAll('$POST', `'${extra.postIds[0]}'`).replaceAll('$CUSTOMER', `'${base.customerCompanyIds[0]}'`).replaceAll('$DATE', `'${extra.tuesday}'`).replaceAll('$FROM', `'${extra.weekFrom}'`).replaceAll('$TO', `'${extra.weekTo}'`);
  const ts = [];
  let n = 0;
  for (let i = 0; i < 6; i++) { const t = performance.now(); const r = await database.db.execute(sql.raw(q)) as unknown as { rows: unknown[] }; n = r.rows.length; ts.push(performance.now() - t); }
  console.log(file.padEnd(30), n, ts.map((x) => x.toFixed(1)).join(' '));
}
await database.close();
