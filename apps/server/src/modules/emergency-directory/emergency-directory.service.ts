// The emergency directory: contacts of the whole company or of one post, with their phone numbers (E.164 when
// they are full numbers; short numbers such as 911 stay as typed). Scoped by emergency-directory.policy.ts.
import { formatPhone, type TPhoneCountry, toE164 } from '@centinela/shared/rules/phone';
import type {
  TEmergencyContact,
  TEmergencyContactInputParsed,
  TEmergencyContactKind,
  TEmergencyPostOption,
} from '@centinela/shared/contracts/emergency-directory';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import { collated } from '../../db/collation';
import type { TDbOrTx } from '../../db/client';
import { customerCompanies, emergencyContacts, posts } from '../../db/schema';
import type { TActor } from '../../platform/access/actor';
import { isCompanyStaff } from '../../platform/access/policy';
import { found, scopeOf, where } from '../../platform/access/scope';
import { writeSystemLog } from '../../platform/audit/system-log';
import type { TServiceContext } from '../../platform/context';
import { Forbidden } from '../../platform/errors';
import { companyPhoneCountry } from '../../platform/phone/company-phone';
import { matchesSearch } from '../../platform/search/search';
import { postScope } from '../posts/posts.policy';
import { canOnEmergencyContact, emergencyContactScope } from './emergency-directory.policy';

type TArgs<I = undefined> = { ctx: TServiceContext; actor: TActor; input: I };

/** Display order of the kinds: public services first. */
const KIND_ORDER = sql`array_position(array['police','fire','hospital','supervisor','client_contact','other']::text[], ${emergencyContacts.kind})`;

const selectContacts = (db: TDbOrTx) =>
  db
    .select({ contact: emergencyContacts, postName: posts.name })
    .from(emergencyContacts)
    .leftJoin(posts, eq(posts.id, emergencyContacts.postId));

type TRow = Awaited<ReturnType<ReturnType<typeof selectContacts>['where']>>[number];

const toContact = (row: TRow, actor: TActor): TEmergencyContact => ({
  id: row.contact.id,
  postId: row.contact.postId,
  postName: row.postName ?? null,
  kind: row.contact.kind as TEmergencyContactKind,
  name: row.contact.name,
  phones: row.contact.phones,
  notes: row.contact.notes,
  can: canOnEmergencyContact(actor),
});

export const listEmergencyContacts = async ({
  ctx,
  actor,
  input,
}: TArgs<{ postId?: string; kind?: TEmergencyContactKind; search?: string }>): Promise<TEmergencyContact[]> => {
  const rows = await selectContacts(ctx.db)
    .where(
      where(
        emergencyContactScope(actor),
        // A post's directory: its own contacts and the company-wide ones.
        input.postId ? or(eq(emergencyContacts.postId, input.postId), isNull(emergencyContacts.postId)) : undefined,
        input.kind ? eq(emergencyContacts.kind, input.kind) : undefined,
        matchesSearch(input.search, [emergencyContacts.searchText, posts.searchText]),
      ),
    )
    .orderBy(sql`${emergencyContacts.postId} is not null`, KIND_ORDER, asc(collated(emergencyContacts.name, actor.language)))
    .limit(1000);
  return rows.map((r) => toContact(r, actor));
};

export const listDirectoryPosts = async ({ ctx, actor }: TArgs): Promise<TEmergencyPostOption[]> =>
  ctx.db
    .select({ id: posts.id, name: posts.name, customerCompanyName: customerCompanies.name })
    .from(posts)
    .innerJoin(customerCompanies, eq(customerCompanies.id, posts.customerCompanyId))
    .where(postScope(actor))
    .orderBy(asc(collated(posts.name, actor.language)));

/** The post of a contact must be one of the actor's company's posts (else 404). */
const postOfCompany = async (db: TDbOrTx, companyId: string, postId: string | null) => {
  if (!postId) return;
  const [row] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.id, postId), eq(posts.companyId, companyId)));
  found(row, 'post');
};

/** Numbers typed without "+" are the company's country's; one shown unchanged (formatPhone) stays as stored; 911 stays. */
const toColumns = (input: TEmergencyContactInputParsed, country: TPhoneCountry, stored: string[] = []) => ({
  postId: input.postId,
  kind: input.kind,
  name: input.name,
  phones: input.phones.map((p) => stored.find((s) => p.trim() === s || p.trim() === formatPhone(s)) ?? toE164(p, country)),
  notes: input.notes,
});

const loadContact = async (db: TDbOrTx, actor: TActor, id: string) => {
  const [row] = await selectContacts(db).where(eq(emergencyContacts.id, id));
  return toContact(found(row, 'contact'), actor);
};

const findContact = async (db: TDbOrTx, actor: TActor, id: string) => {
  // Writers are staff (the endpoints ask add/edit/delete, and the can says staff only): a non-staff actor gets 404.
  const [row] = await db
    .select()
    .from(emergencyContacts)
    .where(and(eq(emergencyContacts.id, id), emergencyContactScope(actor), isCompanyStaff(actor) ? undefined : sql`false`));
  return found(row, 'contact');
};

export const createEmergencyContact = ({ ctx, actor, input }: TArgs<TEmergencyContactInputParsed>) =>
  ctx.db.transaction(async (tx) => {
    if (!isCompanyStaff(actor)) throw Forbidden();
    const companyId = scopeOf(actor).companyForWrite();
    await postOfCompany(tx, companyId, input.postId);
    const [row] = await tx
      .insert(emergencyContacts)
      .values({ companyId, ...toColumns(input, await companyPhoneCountry(tx, companyId)) })
      .returning({ id: emergencyContacts.id });
    await writeSystemLog(tx, actor, {
      action: 'CREATE',
      entityType: 'emergency-directory',
      entityId: row.id,
      companyId,
      message: { key: 'emergencyContactCreated', params: { name: input.name } },
    });
    return loadContact(tx, actor, row.id);
  });

export const updateEmergencyContact = ({ ctx, actor, input }: TArgs<{ id: string; data: TEmergencyContactInputParsed }>) =>
  ctx.db.transaction(async (tx) => {
    const contact = await findContact(tx, actor, input.id);
    await postOfCompany(tx, contact.companyId, input.data.postId);
    const columns = toColumns(input.data, await companyPhoneCountry(tx, contact.companyId), contact.phones);
    await tx.update(emergencyContacts).set(columns).where(eq(emergencyContacts.id, contact.id));
    await writeSystemLog(tx, actor, {
      action: 'UPDATE',
      entityType: 'emergency-directory',
      entityId: contact.id,
      companyId: contact.companyId,
      message: { key: 'emergencyContactUpdated', params: { name: input.data.name } },
    });
    return loadContact(tx, actor, contact.id);
  });

export const deleteEmergencyContact = ({ ctx, actor, input }: TArgs<{ id: string }>) =>
  ctx.db.transaction(async (tx) => {
    const contact = await findContact(tx, actor, input.id);
    await tx.delete(emergencyContacts).where(eq(emergencyContacts.id, contact.id));
    await writeSystemLog(tx, actor, {
      action: 'DELETE',
      entityType: 'emergency-directory',
      entityId: contact.id,
      companyId: contact.companyId,
      message: { key: 'emergencyContactDeleted', params: { name: contact.name } },
    });
  });
