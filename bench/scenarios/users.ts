// The users page at scale (issue 5): GET /api/users/paginated with a search term (budget p99 ≤ 30 ms at 100,000
// users), the first page without a search, a deep page of the guards tab, and the editor's GET /api/users/:id.
// The base data set already holds the users (bench/support/generate.ts).
import { sql } from 'drizzle-orm';
import type { TBenchScenario } from '../support/types';

/** Terms a person types: a common last name (thousands of matches), a first name, an email, phone digits, an ID number. */
export const USER_SEARCH_TERMS = [
  'rivera',
  'carmen',
  'guard4242',
  '(787) 200-42',
  '7872004',
  'bn-00123',
  'ortiz santiago',
  'nobody-matches',
];

const page = (query: string) => `/api/users/paginated?page=1&pageSize=25${query}`;
const searches = USER_SEARCH_TERMS.map((term) => page(`&search=${encodeURIComponent(term)}`));

export const usersScenario: TBenchScenario = {
  name: 'users',
  seed: async ({ db }) => {
    // The generator bulk-inserts and only analyzes; a live database is vacuumed by autovacuum, which sets the
    // visibility map that index-only counts rely on. Do the same here instead of measuring a never-vacuumed table.
    await db.execute(sql`vacuum analyze users`);
    await db.execute(sql`vacuum analyze user_search_tokens`);
    return {};
  },
  routes: ({ base }) => [
    { name: 'GET /api/users/paginated?search=<term>', path: searches, budgetP99Ms: 30 },
    // The same requests one at a time: the latency a person sees when the server is not saturated.
    { name: 'GET /api/users/paginated?search=<term> (1 connection)', path: searches, connections: 1, budgetP99Ms: 30 },
    { name: 'GET /api/users/paginated (first page)', path: page(''), budgetP99Ms: 50 },
    {
      name: 'GET /api/users/paginated (guards tab, page 40)',
      path: '/api/users/paginated?page=40&pageSize=25&role=security_guard',
      budgetP99Ms: 50,
    },
    { name: 'GET /api/users/paginated (inactive only)', path: page('&activeOnly=false'), budgetP99Ms: 50 },
    { name: 'GET /api/users/:id', path: base.guardIds.slice(0, 200).map((id) => `/api/users/${id}`), budgetP99Ms: 30 },
  ],
};
