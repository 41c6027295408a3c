// Query helpers shared by the posts, rosters and reports modules: display names. Who sees which posts: posts.policy.ts.
import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** A person's display name: first and last name, else the email. */
export const personNameSql = (t: { name: AnyPgColumn; lastName: AnyPgColumn; email: AnyPgColumn }) =>
  sql<string>`coalesce(nullif(trim(coalesce(${t.name}, '') || ' ' || coalesce(${t.lastName}, '')), ''), ${t.email})`;

export const personName = (p: { name: string | null; lastName: string | null; email: string }) =>
  [p.name, p.lastName].filter(Boolean).join(' ') || p.email;
