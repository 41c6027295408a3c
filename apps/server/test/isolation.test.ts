// Tenant isolation: every role of company B calls every /api route with company A's ids.
// Nothing of A may leak into an answer, and nothing of A may change. New routes are covered
// automatically because the suite walks the app's route table.
//
// Two passes per role of B:
//  1. A's ids in the path, query and body: a route with a path parameter must refuse (4xx), and no
//     answer may contain anything of A.
//  2. B's own ids in the path, A's ids in the query and body: referring to A's rows from inside one's
//     own tenant (e.g. giving one's guard A's role record) must change nothing of A either.
// A request the route's own schema rejects (400 from validation) never reaches the service, so it
// proves nothing: the suite fails on it. Give such a route a valid body in BODIES below.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chatChannels,
  chatMessages,
  opportunities,
  postPayRates,
  posts,
  rateCards,
  recurringCharges,
  invoices,
  payments,
  type roleRecords,
  smsMessages,
  taxProfiles,
  users,
} from '../src/db/schema';
import { STAFF_ONLY_FIELDS } from '../src/platform/access/policy';
import { multipart, samples } from '../src/platform/storage/test-samples';
import { buildTestApp, type TTestApp } from './app';
import { clientFor, createRoleRecord, createTwoTenantWorld, signIn } from './factories';
import { call, pathsFor } from './route-walk';

let t: TTestApp;
let world: Awaited<ReturnType<typeof createTwoTenantWorld>>;
let roleOfA: typeof roleRecords.$inferSelect;
let roleOfB: typeof roleRecords.$inferSelect;
const opportunityIds: Record<string, string> = {};
const billingIds: Record<
  string,
  { taxProfileId: string; rateCardId: string; invoiceId: string; paymentId: string; recurringChargeId: string }
> = {};
const smsIds: Record<string, string> = {};
const chatIds: Record<string, { channelId: string; messageId: string }> = {};

/**
 * Tables whose rows may not change for A: every table but the append-only logs of who did what, and company_counts,
 * which counts A's alert log entries (a failed sign-in naming A's company is one).
 */
const SKIPPED_TABLES = ['system_logs', 'domain_events', 'sessions', 'login_attempts', '__drizzle_migrations', 'company_counts'];

/**
 * Every row of A: rows whose company_id is A's, and rows anywhere that mention one of A's ids
 * (a row of B pointing at A's customer or role record is a cross-tenant write too).
 */
const snapshotTenant = async (companyId: string, ids: string[]) => {
  const tables = (await t.database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as { rows: { table_name: string }[] };
  const out: Record<string, unknown[]> = {};
  const pattern = `(${ids.join('|')})`;
  for (const { table_name } of tables.rows) {
    if (SKIPPED_TABLES.includes(table_name)) continue;
    const res = (await t.database.db.execute(
      sql`select * from ${sql.identifier(table_name)} r where row_to_json(r)::text ~ ${pattern} or row_to_json(r)::text like ${`%${companyId}%`} order by 1`,
    )) as unknown as { rows: unknown[] };
    out[table_name] = res.rows;
  }
  return out;
};

beforeAll(async () => {
  t = await buildTestApp();
  world = await createTwoTenantWorld(t.database.db);
  roleOfA = await createRoleRecord(t.database.db, {
    companyId: world.a.company.id,
    name: 'Rol secreto de A',
    permissions: { view: ['posts'] },
  });
  roleOfB = await createRoleRecord(t.database.db, { companyId: world.b.company.id, name: 'Rol de B', permissions: { view: ['posts'] } });
  // An opportunity of each company (issue 15): B must not read, change or staff A's.
  for (const side of [world.a, world.b]) {
    const [row] = await t.database.db
      .insert(opportunities)
      .values({
        companyId: side.company.id,
        number: 1,
        customerCompanyId: side.customer.id,
        title: `Opportunity of ${side.company.name}`,
        description: 'A special service of this company only.',
        location: 'Somewhere',
        serviceType: 'other',
        startDate: '2030-01-07',
        endDate: '2030-01-07',
        startTime: '08:00',
        endTime: '12:00',
        guardsRequired: 1,
        hourlyRateCents: 2000,
        totalBudgetCents: 8000,
        contactPerson: 'Contact',
        contactPhone: '+17875550100',
        contactEmail: 'contact@example.com',
        postId: side.post.id,
        createdBy: side.admin.id,
      })
      .returning({ id: opportunities.id });
    opportunityIds[side.company.id] = row.id;
  }
  // An unread SMS on each company's line (issue 14): B must not read it, mark it read or see its conversation.
  for (const [side, phone] of [
    [world.a, '+17875550123'],
    [world.b, '+17875550124'],
  ] as const) {
    const [row] = await t.database.db
      .insert(smsMessages)
      .values({
        companyId: side.company.id,
        direction: 'inbound',
        senderPhone: phone,
        recipientPhone: '+17875550100',
        counterpartDigits: phone.slice(1),
        messageText: `SMS text of ${side.company.name}`,
        status: 'received',
        provider: 'development',
      })
      .returning({ id: smsMessages.id });
    smsIds[side.company.id] = row.id;
  }
  // A message in each company's chat channel (issue 14): B must not read it, write to it or mark it read.
  for (const side of [world.a, world.b]) {
    const [channel] = await t.database.db
      .insert(chatChannels)
      .values({ companyId: side.company.id, kind: 'company' })
      .returning({ id: chatChannels.id });
    const [message] = await t.database.db
      .insert(chatMessages)
      .values({ companyId: side.company.id, channelId: channel.id, senderId: side.admin.id, body: `Chat text of ${side.company.name}` })
      .returning({ id: chatMessages.id });
    chatIds[side.company.id] = { channelId: channel.id, messageId: message.id };
  }
  // A tax profile and a rate card of each company (issue 30): B must not read, change or name A's.
  for (const side of [world.a, world.b]) {
    const [tax] = await t.database.db
      .insert(taxProfiles)
      .values({
        companyId: side.company.id,
        name: 'IVU',
        kind: 'pr_ivu',
        rates: [{ fromDate: '2020-01-01', components: [{ label: 'IVU', rateMilliPercent: 11_500 }] }],
      })
      .returning({ id: taxProfiles.id });
    const [card] = await t.database.db
      .insert(rateCards)
      .values({
        companyId: side.company.id,
        customerCompanyId: side.customer.id,
        postId: side.post.id,
        fromDate: '2026-01-01',
        billRateCents: 2_345,
        overtimeBilling: 'factor',
        overtimeFactor: 150,
        holidayBilling: 'none',
        taxProfileId: tax.id,
      })
      .returning({ id: rateCards.id });
    const [invoice] = await t.database.db
      .insert(invoices)
      .values({
        companyId: side.company.id,
        customerCompanyId: side.customer.id,
        prefix: 'F',
        periodStart: '2026-01-01',
        periodEnd: '2026-01-31',
        language: 'es',
        currency: 'USD',
        subtotalCents: 1_000,
        totalCents: 1_000,
      })
      .returning({ id: invoices.id });
    const [payment] = await t.database.db
      .insert(payments)
      .values({ companyId: side.company.id, customerCompanyId: side.customer.id, date: '2026-01-10', method: 'cash', amountCents: 500 })
      .returning({ id: payments.id });
    const [charge] = await t.database.db
      .insert(recurringCharges)
      .values({
        companyId: side.company.id,
        customerCompanyId: side.customer.id,
        description: 'Patrol fee',
        amountCents: 10_000,
        frequency: 'monthly',
        startDate: '2026-01-01',
        billing: 'cycle',
      })
      .returning({ id: recurringCharges.id });
    billingIds[side.company.id] = {
      taxProfileId: tax.id,
      rateCardId: card.id,
      invoiceId: invoice.id,
      paymentId: payment.id,
      recurringChargeId: charge.id,
    };
  }
  // Give A some activity (sessions, system-log entries) that must stay invisible to B.
  for (const user of [world.a.admin, world.a.customerAdmin, world.a.guard]) await signIn(t.app, user);
});
afterAll(() => t.close());

const idsOf = (side: typeof world.a, roleRecordId: string) => ({
  companyId: side.company.id,
  customerCompanyId: side.customer.id,
  customerId: side.customer.id,
  userId: side.guard.id,
  guardId: side.guard.id,
  adminId: side.admin.id,
  postId: side.post.id,
  rosterId: side.roster.id,
  shiftId: side.shifts[0].id,
  // The side's Monday shift on a Monday (shifts board routes).
  occurrenceId: `${side.shifts[0].id}:2026-01-05`,
  roleRecordId,
  opportunityId: opportunityIds[side.company.id],
  smsId: smsIds[side.company.id],
  chatChannelId: chatIds[side.company.id].channelId,
  chatMessageId: chatIds[side.company.id].messageId,
  ...billingIds[side.company.id],
});
type TIds = ReturnType<typeof idsOf>;

const recurringBody = (ids: TIds) => ({
  customerCompanyId: ids.customerCompanyId,
  postId: ids.postId,
  description: 'Injected',
  amountCents: 1_234,
  taxProfileId: ids.taxProfileId,
  frequency: 'monthly',
  startDate: '2026-01-01',
});

const rateCardBody = (ids: TIds) => ({
  customerCompanyId: ids.customerCompanyId,
  postId: ids.postId,
  fromDate: '2026-08-10',
  billRateCents: 1_234,
  taxProfileId: ids.taxProfileId,
});

/** Valid bodies for write routes whose schema refuses the generic body; keyed 'METHOD /url'. */
const BODIES: Record<string, (ids: TIds) => unknown> = {
  'POST /api/sms/send': () => ({ phoneNumber: '+17875550123', message: 'Injected' }),
  'PUT /api/phone/status': () => ({ status: 'connected' }),
  'POST /api/sms/simulator/inbound': () => ({ phoneNumber: '+17875550123', message: 'Injected' }),
  'PUT /api/integrations/twilio': () => ({ accountSid: '', messagingNumber: null }),
  // Chat (issue 14): A's channel in the path, A's users as members or the other side of a direct message: 404 / 400.
  'POST /api/chat/channels': (ids) => ({ name: 'Injected', memberIds: [ids.guardId] }),
  'POST /api/chat/direct': (ids) => ({ userId: ids.adminId }),
  'POST /api/chat/channels/:id/messages': () => ({ body: 'Injected' }),
  'PUT /api/chat/presence': () => ({ status: 'busy' }),
  'POST /api/companies': () => ({ name: 'Injected Company' }),
  'PUT /api/companies/:id': () => ({ name: 'Injected Company', legalName: 'Injected' }),
  'POST /api/companies/:id/deactivate': () => ({ confirm: true }),
  'PUT /api/companies/:id/webrtc-settings': () => ({
    primaryStunServer: 'stun:injected.example:3478',
    turnServer: 'turn:injected.example:3478',
    turnUsername: 'injected',
    turnPassword: 'injected',
  }),
  'POST /api/customer-companies': (ids) => ({ name: 'Injected', companyId: ids.companyId }),
  'PUT /api/customer-companies/:id': () => ({ name: 'Injected', contactPerson: 'Injected' }),
  'POST /api/customer-companies/:id/deactivate': () => ({ confirm: true }),
  'POST /api/roles': (ids) => ({ name: 'Injected', companyId: ids.companyId, permissions: { view: ['posts'] } }),
  'PUT /api/roles/:id': () => ({ name: 'Injected', isActive: false, permissions: { view: ['posts'] } }),
  'PUT /api/users/:id/access': (ids) => ({
    roleRecordId: ids.roleRecordId,
    overrides: [{ action: 'view', resource: 'posts', effect: 'grant' }],
  }),
  'POST /api/posts': (ids) => postBody(ids),
  'PUT /api/posts/:id': (ids) => postBody(ids),
  'PATCH /api/posts/:id/status': () => ({ status: 'inactive' }),
  'POST /api/rosters': (ids) => ({ postId: ids.postId, effectiveFrom: '2026-01-05', effectiveTo: null }),
  'PUT /api/rosters/:id': (ids) => ({ postId: ids.postId, effectiveFrom: '2026-01-05', effectiveTo: null }),
  'POST /api/rosters/:id/copy-week': (ids) => ({ targetRosterId: ids.rosterId }),
  'POST /api/users': (ids) => ({
    email: 'injected@example.com',
    password: 'Tenant-Probe-2026',
    role: 'customer_company_admin',
    companyId: ids.companyId,
    customerId: ids.customerId,
    name: 'Injected',
  }),
  // One body schema per endpoint (decision 0012): the user's own fields, the SIP settings, the employment switch.
  'PUT /api/users/:id': (ids) => ({
    email: 'injected@example.com',
    role: 'customer_company_admin',
    companyId: ids.companyId,
    customerId: ids.customerId,
    name: 'Injected',
  }),
  'PUT /api/users/:id/sip-settings': () => ({ incomingServer: 'injected.example', username: 'injected', password: 'injected' }),
  'PUT /api/users/:id/employment': () => ({ stillEmployed: false, terminationDate: '2026-01-05', terminationReason: 'Injected' }),
  'POST /api/users/:id/password': () => ({ password: 'Tenant-Probe-2026' }),
  'PATCH /api/users/:id/face-recognition': () => ({ facePhotos: [], faceRecognitionComplete: false }),
  'POST /api/users/:id/self-registration': () => ({ channels: ['sms', 'email'] }),
  // Any id passes the schema; the service must then refuse a category or shift that is not the caller's.
  'POST /api/users/:id/absences': (ids) => ({
    categoryId: ids.companyId,
    startDate: '2026-01-05',
    endDate: '2026-01-05',
    shiftId: ids.shiftId,
  }),
  'PUT /api/absences/:id': (ids) => ({ categoryId: ids.companyId, startDate: '2026-01-05', endDate: '2026-01-05' }),
  'POST /api/shifts/:occurrenceId/absences': (ids) => ({ guardId: ids.guardId, categoryId: ids.companyId }),
  'POST /api/shifts/:occurrenceId/open': (ids) => ({ guardId: ids.guardId, reason: 'Injected' }),
  'POST /api/payroll-profile-types': (ids) => payrollBody(ids),
  'PUT /api/payroll/settings': () => ({ roundingMinutes: 5, graceMinutes: 0, taxRateBp: 0 }),
  // A deduction, a pay run or an adjustment naming A's guard: refused by the service (not a guard of the caller's).
  'POST /api/payroll/deductions': (ids) => payrollDeductionBody(ids),
  'PUT /api/payroll/deductions/:id': (ids) => payrollDeductionBody(ids),
  'POST /api/payroll/runs': (ids) => ({
    periodKind: 'weekly',
    periodStart: '2026-01-04',
    periodEnd: '2026-01-10',
    selection: 'guards',
    guardIds: [ids.guardId],
  }),
  'POST /api/payroll/runs/:id/adjustments': (ids) => ({ guardId: ids.guardId, amountCents: 100, reason: 'Injected' }),
  'POST /api/payroll/holidays': (ids) => ({ date: '2026-08-10', name: 'Injected', companyId: ids.companyId }),
  // A pay rate for A's post (404 for B's staff, 403 for B's guards and customer admins); on B's own post it is B's.
  'POST /api/posts/:id/pay-rates': () => ({ fromDate: '2026-08-10', rateCents: 1234 }),
  // Stores nothing: B's staff calculate in their own company (zone, calendar); guards and customer admins get 403.
  'POST /api/payroll/calculate': () => ({ ruleSet: 'pr', entries: [{ date: '2026-03-02', start: '08:00', end: '17:00' }] }),
  // A kiosk for A's post (refused: not a post of the caller's), a made-up pairing code (refused by the service).
  'POST /api/devices': (ids) => ({ name: 'Injected kiosk', postIds: [ids.postId] }),
  'POST /api/devices/pair': () => ({ code: 'ZZZZ-ZZZZ' }),
  'POST /api/attendance/devices': (ids) => ({ name: 'Injected kiosk', postIds: [ids.postId] }),
  'POST /api/attendance/pair': () => ({ code: 'ZZZZ-ZZZZ' }),
  'PUT /api/face-recognition/settings': () => ({
    matchThreshold: 0.7,
    graceBeforeMinutes: 60,
    graceAfterMinutes: 120,
    allowUnscheduled: false,
    challengeKind: 'any',
  }),
  'PATCH /api/attendance/records/:id': () => ({ timestamp: '2026-01-05T08:00:00.000Z', reason: 'Injected correction' }),
  'POST /api/attendance/punches': (ids) => ({
    guardId: ids.guardId,
    postId: ids.postId,
    challengeId: ids.guardId,
    nonce: 'x'.repeat(43),
    frames: [{ t: 0, jpeg: '/9j/' }],
  }),
  'POST /api/attendance/punches/phone': (ids) => ({
    postId: ids.postId,
    challengeId: ids.guardId,
    nonce: 'x'.repeat(43),
    frames: [{ t: 0, jpeg: '/9j/' }],
    latitude: 18.4,
    longitude: -66.1,
    accuracy: 10,
  }),
  'PUT /api/payroll-profile-types/:id': (ids) => payrollBody(ids),
  // A's post, guard and any A id standing for an item or size: the services must refuse them (404), never write.
  // A's post and shift: refused (404) for B, never written.
  'POST /api/incidents': (ids) => ({ postId: ids.postId, title: 'Injected', description: 'd', occurredAt: '2026-01-05T10:00:00Z' }),
  'POST /api/novelties': (ids) => ({ postId: ids.postId, text: 'Injected', occurredAt: '2026-01-05T10:00:00Z' }),
  'POST /api/daily-reports': (ids) => ({ postId: ids.postId, title: 'Injected', body: 'x' }),
  'PUT /api/incidents/:id': () => ({ title: 'Injected' }),
  'POST /api/incidents/:id/notes': () => ({ text: 'Injected', isInternal: false }),
  'POST /api/incidents/lists': () => ({ kind: 'category', name: 'Injected' }),
  'PUT /api/incidents/lists/:id': () => ({ kind: 'category', name: 'Injected' }),
  'PUT /api/novelties/:id': () => ({ text: 'Injected' }),
  'PUT /api/daily-reports/:id': () => ({ body: 'Injected' }),
  'POST /api/daily-reports/:id/send': () => ({ to: ['injected@example.com'] }),
  'POST /api/vehicles': () => ({ licensePlate: 'INJ-001' }),
  'PUT /api/vehicles/:id': () => ({ licensePlate: 'INJ-001' }),
  'POST /api/vehicles/:id/logs': () => ({ date: '2026-01-05', odometer: 10 }),
  'POST /api/vehicles/:id/inspections': () => ({ date: '2026-01-05', checklist: [], defects: ['Injected'] }),
  'POST /api/uniform-items': (ids) => ({
    name: 'Injected',
    unitCostCents: 100,
    categoryId: ids.companyId,
    sizes: [{ size: 'M', stock: 1 }],
  }),
  'PUT /api/uniform-items/:id': (ids) => ({ name: 'Injected', unitCostCents: 100, categoryId: ids.companyId, sizes: [{ size: 'M' }] }),
  'POST /api/uniform-items/:id/stock': (ids) => ({ sizeId: ids.shiftId, delta: 1 }),
  'POST /api/uniform-issues': (ids) => ({
    itemId: ids.companyId,
    sizeId: ids.shiftId,
    guardId: ids.guardId,
    quantity: 1,
    issuedOn: '2026-01-05',
    condition: 'new',
  }),
  'POST /api/uniform-issues/:id/return': () => ({ returnedOn: '2026-01-05', condition: 'good' }),
  // A rate card naming A's customer, post or tax profile: 404 for B's staff, 403 for B's guards and customer admins.
  'POST /api/invoicing/rate-cards': (ids) => rateCardBody(ids),
  'PUT /api/invoicing/rate-cards/:id': (ids) => rateCardBody(ids),
  // Invoices (issue 30): A's customer to bill, A's invoice to void or credit: 404 for B's staff, 403 for the others.
  'POST /api/invoicing/invoices/generate': (ids) => ({
    customerCompanyId: ids.customerCompanyId,
    periodStart: '2026-01-01',
    periodEnd: '2026-01-31',
  }),
  'POST /api/invoicing/invoices/generate-all': (ids) => ({
    periodStart: '2026-01-01',
    periodEnd: '2026-01-31',
    customerCompanyIds: [ids.customerCompanyId],
  }),
  'POST /api/invoicing/invoices/:id/void': () => ({ reason: 'Injected' }),
  'POST /api/invoicing/invoices/:id/lines': (ids) => ({
    description: 'Injected',
    quantity: 1,
    rateCents: 100,
    taxProfileId: ids.taxProfileId,
  }),
  'POST /api/invoicing/invoices/:id/credit-notes': () => ({ reason: 'Injected' }),
  // Payments: A's customer and A's invoice in the body, A's payment in the path.
  'POST /api/invoicing/payments': (ids) => ({
    customerCompanyId: ids.customerCompanyId,
    date: '2026-01-10',
    method: 'cash',
    amountCents: 100,
    allocations: [{ invoiceId: ids.invoiceId, amountCents: 100 }],
  }),
  'POST /api/invoicing/payments/:id/allocations': (ids) => ({ allocations: [{ invoiceId: ids.invoiceId, amountCents: 100 }] }),
  'POST /api/invoicing/payments/:id/reverse': () => ({ reason: 'Injected' }),
  // Recurring charges (issue 30): A's customer, post and tax profile in the body, A's charge in the path.
  'POST /api/invoicing/recurring-charges': (ids) => recurringBody(ids),
  'PUT /api/invoicing/recurring-charges/:id': (ids) => recurringBody(ids),
  'POST /api/invoicing/recurring-charges/issue': () => ({ upTo: '2026-01-31' }),
  // The settings are the caller's own company's (from the session): B's staff change B's, never A's.
  'PUT /api/invoicing/settings': () => ({ invoicePrefix: 'INJ', employerBurdenBp: 1 }),
  'POST /api/invoicing/tax-profiles': () => ({
    name: 'Injected',
    kind: 'us_sales',
    rates: [{ fromDate: '2026-01-01', components: [{ label: 'X', rateMilliPercent: 1 }] }],
  }),
  'PUT /api/invoicing/tax-profiles/:id': () => ({ name: 'Injected', kind: 'exempt', exemptionCertificate: 'X-1' }),
  'POST /api/emergency-contacts': (ids) => ({ kind: 'police', name: 'Injected', phones: ['911'], postId: ids.postId }),
  'PUT /api/emergency-contacts/:id': (ids) => ({ kind: 'police', name: 'Injected', phones: ['911'], postId: ids.postId }),
  'POST /api/protocol-categories': () => ({ name: 'Injected' }),
  'PUT /api/protocol-categories/:id': () => ({ name: 'Injected' }),
  'POST /api/protocols': (ids) => ({ title: 'Injected', body: '<p>x</p>', postIds: [ids.postId], categoryId: ids.companyId }),
  'PUT /api/protocols/:id': (ids) => ({ title: 'Injected', body: '<p>x</p>', postIds: [ids.postId] }),
  'POST /api/protocols/:id/publish': () => ({ note: 'Injected' }),
  'POST /api/wiki/pages': (ids) => ({ title: 'Injected', body: '<p>x</p>', parentId: ids.companyId }),
  'PUT /api/wiki/pages/:id': () => ({ title: 'Injected', body: '<p>x</p>' }),
  'POST /api/wiki/pages/:id/move': (ids) => ({ parentId: ids.companyId, position: 0 }),
  'PUT /api/tutorial/progress': () => ({ step: 1, status: 'active' }),
  // A's guard and post named as assignees / members: refused (404), never written.
  'POST /api/tasks': (ids) => ({ title: 'Injected', assigneeIds: [ids.guardId] }),
  'PATCH /api/tasks/:id': (ids) => ({ title: 'Injected', assignmentType: 'single_user', assigneeIds: [ids.guardId] }),
  'POST /api/user-groups': (ids) => ({ name: 'Injected', kind: 'users', memberIds: [ids.guardId] }),
  'PUT /api/user-groups/:id': (ids) => ({ name: 'Injected', kind: 'post', postId: ids.postId }),
  'POST /api/tasks/:id/comments': () => ({ body: 'Injected' }),
  'POST /api/tasks/:id/checklist': () => ({ label: 'Injected' }),
  'PATCH /api/tasks/:id/checklist/:itemId': () => ({ done: true }),
  'POST /api/task-groups': () => ({ name: 'Injected', color: '#000000' }),
  'PUT /api/task-groups/:id': () => ({ name: 'Injected', color: '#000000' }),
  // Opportunities (issue 15): a valid request naming A's client, post, roster and shift.
  'POST /api/opportunities': (ids) => opportunityBody(ids),
  'PUT /api/opportunities/:id': (ids) => opportunityBody(ids),
  'POST /api/opportunities/:id/:action': () => ({ reason: 'Injected' }),
  'POST /api/opportunities/:id/follow-up': () => ({ at: new Date(Date.now() + 86_400_000).toISOString(), note: 'Injected' }),
  'PUT /api/opportunities/settings': () => ({ taxRateBasisPoints: 700, taxLabel: 'Injected' }),
  // Notifications and e-mail (issue 20): the tenant is the caller's own; nothing of A can be named.
  'PUT /api/notifications/preferences': () => ({ system: { email: true } }),
  'PUT /api/auth/me/language': () => ({ language: 'en' }),
  'PUT /api/settings/notification-defaults': () => ({ report: { email: true } }),
  'PUT /api/settings/smtp': () => ({ host: '127.0.0.1', port: 2525, security: 'none', fromAddress: 'no-reply@example.com' }),
  'POST /api/settings/smtp/test': () => ({ to: 'nobody@example.com' }),
  'PUT /api/settings/email-templates/:kind/:language': () => ({ subject: 'Hola {{recipientName}}', body: 'Texto' }),
};

function opportunityBody(ids: TIds) {
  const day = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  return {
    title: 'Injected opportunity',
    description: 'Injected description of at least ten characters.',
    customerCompanyId: ids.customerCompanyId,
    location: 'Injected',
    serviceType: 'other',
    priority: 'low',
    startDate: day,
    endDate: day,
    startTime: '08:00',
    endTime: '10:00',
    guardsRequired: 1,
    hourlyRateCents: 100,
    totalBudgetCents: 200,
    contactPerson: 'Injected',
    contactPhone: '(787) 555-0100',
    contactEmail: 'injected@example.com',
    postId: ids.postId,
    rosterId: ids.rosterId,
    shiftId: ids.shiftId,
  };
}

function postBody(ids: TIds) {
  return {
    customerCompanyId: ids.customerCompanyId,
    name: 'Injected Post',
    latitude: null,
    longitude: null,
    billRateCents: null,
    payRateCents: null,
  };
}

function payrollDeductionBody(ids: TIds) {
  return { name: 'Injected', guardId: ids.guardId, kind: 'fixed', amountCents: 100, timing: 'after_tax', startDate: '2026-01-05' };
}

function payrollBody(ids: TIds) {
  return { name: 'Injected', dailyOvertimeThresholdHours: 8, weeklyOvertimeThresholdHours: 40, companyId: ids.companyId };
}

const genericBody = (ids: TIds) => ({
  ...ids,
  guardIds: [ids.guardId],
  postIds: [ids.postId],
  name: 'Injected',
  email: 'injected@example.com',
});

/** The route's own schema refused the request: the service never ran. */
const rejectedBySchema = (res: { statusCode: number; body: string }) => {
  if (res.statusCode !== 400) return null;
  try {
    const where = (JSON.parse(res.body) as { details?: { where?: string } }).details?.where;
    return where ? `${where}: ${JSON.parse(res.body).message}` : null;
  } catch {
    return null;
  }
};

describe('tenant isolation (walks every route)', () => {
  it('leaks nothing of company A to any role of company B and changes nothing of A', async () => {
    const a = idsOf(world.a, roleOfA.id);
    const b = idsOf(world.b, roleOfB.id);
    const idsOfA = [...Object.values(a), world.a.admin.id, world.a.customerAdmin.id];
    const before = await snapshotTenant(world.a.company.id, idsOfA);
    expect(before.role_records.length).toBeGreaterThan(3);
    const secretsOfA = [
      world.a.company.name,
      world.a.customer.name,
      world.a.guard.email,
      world.a.admin.email,
      world.a.customerAdmin.email,
      world.a.post.name,
      roleOfA.name,
      `SMS text of ${world.a.company.name}`,
      `Chat text of ${world.a.company.name}`,
      ...idsOfA,
    ];
    const roles = [world.b.admin, world.b.customerAdmin, world.b.guard];
    const clients = await Promise.all(roles.map(async (user) => ({ user, client: clientFor(t.app, await signIn(t.app, user)) })));
    const failures: string[] = [];
    // Event streams never end: their isolation (no event of A reaches B) is tested in modules/events/events.test.ts.
    const routes = t.app.routeTable.filter(
      (r) => !r.isStream && !['/api/auth/login', '/api/auth/logout', '/api/auth/companies', '/api/health'].includes(r.url),
    );
    expect(routes.length).toBeGreaterThan(0);
    const bodyFor = (route: { method: string; url: string }, ids: TIds) => (BODIES[`${route.method} ${route.url}`] ?? genericBody)(ids);
    let exercised = 0;
    const unexercised = new Map<string, string>();

    const check = (
      label: string,
      route: { method: string; url: string },
      res: { statusCode: number; body: string },
      mustRefuse: boolean,
    ) => {
      const schemaError = rejectedBySchema(res);
      if (schemaError) {
        unexercised.set(`${route.method} ${route.url}`, `${label}: ${schemaError}`);
        return;
      }
      exercised += 1;
      if (mustRefuse && res.statusCode < 400) failures.push(`${label} → ${res.statusCode} for another tenant's id`);
      if (res.statusCode < 400) {
        const leaked = secretsOfA.filter((s) => res.body.includes(s));
        if (leaked.length) failures.push(`${label} leaked ${leaked.join(', ')}`);
      }
    };

    // Pass 1: A's ids everywhere.
    for (const { user, client } of clients) {
      for (const route of routes) {
        for (const url of pathsFor(route.url, a)) {
          const res = await call(client, route, url, bodyFor(route, a), a);
          // A path naming an id of A must be refused; kind and language (e-mail templates) name no row of A.
          check(`${user.role} ${route.method} ${url}`, route, res, /:(?!kind\b|language\b|action\b|phone\b)/.test(route.url));
        }
      }
    }

    // Pass 2: B's own ids in the path, A's ids in query and body. Deletions last and the admin last,
    // so what B's admin does to B's own rows (passwords, deactivations) does not cut the others' sessions short.
    const ordered = [...routes.filter((r) => r.method !== 'DELETE'), ...routes.filter((r) => r.method === 'DELETE')];
    for (const { user, client } of [...clients].reverse()) {
      for (const route of ordered.filter((r) => r.url.includes(':') && r.method !== 'GET')) {
        for (const url of pathsFor(route.url, b)) {
          const res = await call(client, route, url, bodyFor(route, a), a);
          check(`${user.role} ${route.method} ${url} (own path, A's ids in the body)`, route, res, false);
        }
      }
    }

    expect(failures).toEqual([]);
    // Each of these was refused by its own schema, so its service never ran: give it a valid body in BODIES.
    expect(Object.fromEntries(unexercised)).toEqual({});
    expect(exercised).toBeGreaterThan(routes.length);
    expect(await snapshotTenant(world.a.company.id, idsOfA)).toEqual(before);
  }, 300_000);
});

// Field level: inside their own tenant, a customer company admin sees guards and posts, but never the guards' pay,
// SSNs, memos or documents, nor the posts' rates, on any route (JSON, CSV, files). A guard sees their own record but
// not the memos and documents kept about them. The walk covers every GET route, so a new route is checked too.
describe('field isolation (walks every GET route inside the tenant)', () => {
  const SSN = '987-65-4321';
  const PAY = { hourlyWageCents: 87654, overtimeRateCents: 98765 };
  const RATES = { payRateCents: 76543, billRateCents: 65432 };
  /** A post pay rate (issue 27): payroll's, never shown to a customer company admin or a guard. */
  const POST_PAY_RATE = { rateCents: 54329, differentialCents: 13579, nightDifferentialCents: 24681 };
  const MEMO = { name: 'Memo secreto Zafiro', reason: 'Motivo reservado Rubí' };
  const DOCUMENT = 'Documento privado Ámbar';
  /** Issue 29: a guard's personal record (users policy USER_FIELD_RULES), for staff and the guard only. */
  const PERSONAL = {
    dateOfBirth: '1983-11-17',
    employmentStartDate: '2014-05-06',
    terminationDate: '2031-02-03',
    terminationReason: 'Motivo laboral Ónix',
    lastLoginAt: new Date('2024-02-29T04:05:06.000Z'),
    sipSettings: { incomingServer: 'pbx-zafiro.example', username: 'sipzafiro77', extensionName: 'Extensión Zafiro' },
  };
  const personalNeedles = [
    PERSONAL.dateOfBirth,
    PERSONAL.employmentStartDate,
    PERSONAL.terminationDate,
    PERSONAL.terminationReason,
    '2024-02-29T04:05:06',
    ...Object.values(PERSONAL.sipSettings),
  ];
  /** Why the guard was absent (absences policy): staff and the guard only. */
  const ABSENCE_NOTE = 'Nota médica Esmeralda';
  /** Staff's internal notes on an incident the guard filed (incidents policy): staff only. */
  const INTERNAL = { field: 'Nota interna de personal Coral', note: 'Nota de personal Coral', review: 'Revisión interna Coral' };

  /** The ways a number of cents can appear: raw, and as an amount with a point or a comma. */
  const moneyNeedles = (cents: number) => {
    const amount = (cents / 100).toFixed(2);
    return [String(cents), amount, amount.replace('.', ',')];
  };

  /** Keys anywhere in a JSON value that are staff-only and carry a value. */
  const staffOnlyKeysWithValues = (value: unknown, path = '$'): string[] => {
    if (Array.isArray(value)) return value.flatMap((v, i) => staffOnlyKeysWithValues(v, `${path}[${i}]`));
    if (!value || typeof value !== 'object') return [];
    return Object.entries(value).flatMap(([key, v]) => [
      ...((STAFF_ONLY_FIELDS as readonly string[]).includes(key) && v !== null && v !== undefined ? [`${path}.${key}`] : []),
      ...staffOnlyKeysWithValues(v, `${path}.${key}`),
    ]);
  };

  it('a customer company admin never receives pay, rates, SSNs, memos, documents, personal data or absence notes; a guard never their memos nor staff notes', async () => {
    const adminCookie = await signIn(t.app, world.a.admin);
    const adminA = clientFor(t.app, adminCookie);
    await t.database.db
      .update(users)
      .set({ ...PAY, ssnEncrypted: t.app.ctx.secrets.encrypt(SSN), ssnLast4: SSN.slice(-4) })
      .where(eq(users.id, world.a.guard.id));
    await t.database.db.update(users).set(PERSONAL).where(eq(users.id, world.a.guard.id));
    await t.database.db.update(posts).set(RATES).where(eq(posts.id, world.a.post.id));
    await t.database.db
      .insert(postPayRates)
      .values({ companyId: world.a.company.id, postId: world.a.post.id, fromDate: '2026-01-01', ...POST_PAY_RATE });
    const upload = async (url: string, fields: Record<string, string>) => {
      const { payload, headers } = multipart(fields, [{ name: 'secret.pdf', type: 'application/pdf', data: samples.pdf() }]);
      const res = await t.app.inject({ method: 'POST', url, payload, headers: { ...headers, cookie: adminCookie } });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: string };
    };
    const memo = await upload(`/api/users/${world.a.guard.id}/upload-memo`, MEMO);
    const doc = await upload(`/api/users/${world.a.guard.id}/upload-document`, { name: DOCUMENT });
    // The guard marked absent on the board (an absence and a guard action whose reason is its notes), on a Monday.
    const sick = (await adminA.get('/api/absence-categories')).json().find((c: { key: string }) => c.key === 'sick');
    const marked = await adminA.post(`/api/shifts/${world.a.shifts[0].id}:2026-01-05/absences`, {
      guardId: world.a.guard.id,
      categoryId: sick.id,
      notes: ABSENCE_NOTE,
    });
    expect(marked.statusCode, marked.body).toBeLessThan(300);
    // An incident staff filed for the guard, with staff's internal notes, reviewed (so the customer admin reads it).
    const incident = await adminA.post('/api/incidents', {
      postId: world.a.post.id,
      reportingGuardId: world.a.guard.id,
      title: 'Incidente del guardia',
      description: 'Descripción',
      occurredAt: '2026-01-05T10:00:00Z',
      internalNotes: INTERNAL.field,
    });
    expect(incident.statusCode, incident.body).toBe(201);
    await adminA.post(`/api/incidents/${incident.json().id}/notes`, { text: INTERNAL.note, isInternal: true });
    await adminA.post(`/api/incidents/${incident.json().id}/review`, { notes: INTERNAL.review });
    // The seeded values are really there for staff: the needles below would be found if a route leaked them.
    const staffView = (await adminA.get(`/api/users/${world.a.guard.id}`)).json();
    expect(staffView).toMatchObject({ ...PAY, socialSecurityNumber: SSN, dateOfBirth: PERSONAL.dateOfBirth });
    for (const needle of personalNeedles) expect(JSON.stringify(staffView)).toContain(needle);
    expect((await adminA.get(`/api/users/${world.a.guard.id}/absences`)).body).toContain(ABSENCE_NOTE);
    expect((await adminA.get('/api/reports/guard-actions?from=2026-01-05&to=2026-01-05')).body).toContain(ABSENCE_NOTE);
    const staffIncident = (await adminA.get(`/api/incidents/${incident.json().id}`)).body;
    for (const needle of Object.values(INTERNAL)) expect(staffIncident).toContain(needle);
    expect((await adminA.get(`/api/users/${world.a.guard.id}/memos`)).body).toContain(MEMO.reason);
    expect((await adminA.get(`/api/posts/${world.a.post.id}/pay-rates`)).body).toContain(String(POST_PAY_RATE.rateCents));
    const payRateNeedles = Object.values(POST_PAY_RATE).flatMap(moneyNeedles);

    const ids = { ...idsOf(world.a, roleOfA.id), memoId: memo.id, docId: doc.id };
    const recordNeedles = [MEMO.name, MEMO.reason, DOCUMENT];
    const viewers = [
      {
        user: world.a.customerAdmin,
        needles: [
          SSN,
          SSN.replaceAll('-', ''),
          `***-**-${SSN.slice(-4)}`,
          ...[...Object.values(PAY), ...Object.values(RATES)].flatMap(moneyNeedles),
          ...payRateNeedles,
          ...recordNeedles,
          ...personalNeedles,
          ABSENCE_NOTE,
          ...Object.values(INTERNAL),
        ],
        checkKeys: true,
      },
      { user: world.a.guard, needles: [...recordNeedles, ...payRateNeedles, ...Object.values(INTERNAL)], checkKeys: false },
    ];
    const routes = t.app.routeTable.filter((r) => r.method === 'GET' && !r.isStream && r.url !== '/api/health');
    const failures: string[] = [];
    let answered = 0;
    for (const { user, needles, checkKeys } of viewers) {
      const client = clientFor(t.app, await signIn(t.app, user));
      for (const route of routes) {
        for (const url of pathsFor(route.url, ids as TIds)) {
          const res = await call(client, route, url, undefined, ids as TIds);
          if (res.statusCode >= 400) continue;
          answered += 1;
          const label = `${user.role} GET ${url}`;
          const found = needles.filter((n) => res.body.includes(n));
          if (found.length) failures.push(`${label} contains ${found.join(', ')}`);
          if (checkKeys && String(res.headers['content-type'] ?? '').includes('json')) {
            const keys = staffOnlyKeysWithValues(JSON.parse(res.body));
            if (keys.length) failures.push(`${label} carries ${keys.slice(0, 5).join(', ')}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    // The walk did reach the routes that show guards and posts to these viewers.
    expect(answered).toBeGreaterThan(20);
  }, 300_000);
});
