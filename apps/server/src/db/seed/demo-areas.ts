// Demo data of the areas built on the platform (tasks, special services, vehicles, uniforms, emergency directory,
// protocols, wiki), entered through the product's own API as the demo company's admin would: the same validation,
// policies, history and notifications as a real user's work, so a fresh install opens every page on real-looking data.
// Called once, right after seedDemo created the demo company (main.ts), before the server listens.
import { addDays, todayIn } from '@centinela/shared';
import { and, asc, eq } from 'drizzle-orm';
import type { TApp } from '../../platform/http/types';
import type { TConfig } from '../../config';
import { customerCompanies, posts, users } from '../schema';
import { DEMO_ACCOUNTS } from './demo';

type TCall = <T = { id: string }>(method: 'POST' | 'PUT' | 'PATCH', url: string, payload: unknown) => Promise<T>;

/** Signs the demo admin in (a real session) and returns a caller that fails loudly on any refused write. */
const adminCaller = async (app: TApp, config: TConfig, companyId: string): Promise<TCall> => {
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: DEMO_ACCOUNTS.companyAdmin, password: config.demoPassword, company: companyId },
  });
  const session = login.cookies.find((c) => c.name === 'centinela_session');
  if (login.statusCode !== 200 || !session) throw new Error(`demo sign-in failed: ${login.statusCode} ${login.body}`);
  const cookie = `centinela_session=${session.value}`;
  return async (method, url, payload) => {
    const res = await app.inject({ method, url, headers: { cookie }, payload: payload as object });
    if (res.statusCode >= 300) throw new Error(`demo data: ${method} ${url} → ${res.statusCode} ${res.body}`);
    return res.json();
  };
};

type TDemoPlaces = {
  guard: { id: string };
  guards: { id: string }[];
  admin: { id: string };
  guardPost: { id: string; name: string };
  customer: { id: string; name: string };
  today: string;
};
const seedDemoTasks = async (call: TCall, { guard, admin, guardPost, today }: TDemoPlaces) => {
  // Tasks (issue 16): two groups, a user group of the guard's post, a weekly round for it and one-off tasks.
  const operations = await call('POST', '/api/task-groups', {
    name: 'Operaciones',
    description: 'Rondas, equipos y relevos de los puestos',
    color: '#2563eb',
  });
  const office = await call('POST', '/api/task-groups', {
    name: 'Administración',
    description: 'Documentos, licencias y clientes',
    color: '#d97706',
  });
  const postGuards = await call('POST', '/api/user-groups', { name: `Guardias de ${guardPost.name}`, kind: 'post', postId: guardPost.id });
  await call('POST', '/api/tasks', {
    title: 'Revisar extintores del puesto',
    description: 'Comprobar presión, sello y fecha de inspección de cada extintor; anotar los vencidos.',
    priority: 'medium',
    taskGroupId: operations.id,
    assignmentType: 'user_group',
    userGroupId: postGuards.id,
    dueDate: today,
    dueTime: '18:00',
    tags: ['seguridad', 'equipos'],
    isRecurring: true,
    recurrenceType: 'weekly',
    interval: 1,
    daysOfWeek: [1, 4],
    recurrenceEndDate: addDays(today, 120),
  });
  const oneOff = [
    {
      title: 'Renovar licencia de armas de la agencia',
      priority: 'urgent',
      group: office.id,
      due: 5,
      who: [admin.id],
      tags: ['licencias'],
    },
    {
      title: 'Entregar radios nuevos al turno de noche',
      priority: 'high',
      group: operations.id,
      due: 1,
      who: [guard.id],
      tags: ['equipos'],
    },
    { title: 'Actualizar lista de contactos del cliente', priority: 'low', group: office.id, due: 10, who: [admin.id], tags: ['clientes'] },
    {
      title: 'Inspección de cámaras del estacionamiento',
      priority: 'medium',
      group: operations.id,
      due: -2,
      who: [guard.id],
      tags: ['cámaras'],
    },
  ] as const;
  for (const task of oneOff) {
    const created = await call('POST', '/api/tasks', {
      title: task.title,
      priority: task.priority,
      taskGroupId: task.group,
      assignmentType: 'single_user',
      assigneeIds: task.who,
      dueDate: addDays(today, task.due),
      tags: task.tags,
    });
    if (task.due === 1) await call('PATCH', `/api/tasks/${created.id}`, { status: 'in_progress' });
  }
};

const seedDemoServices = async (call: TCall, { customer, today }: TDemoPlaces) => {
  // Special services (issue 15): a concert request waiting for review and an approved VIP escort.
  const service = (days: number, fields: Record<string, unknown>) => ({
    customerCompanyId: customer.id,
    location: 'Coliseo de Puerto Rico, Hato Rey',
    startDate: addDays(today, days),
    endDate: addDays(today, days + 1),
    startTime: '17:00',
    endTime: '23:30',
    contactPerson: 'Marisol Rivera',
    contactPhone: '(787) 555-0142',
    contactEmail: 'eventos@plazaflamboyanes.com',
    ...fields,
  });
  const concert = await call(
    'POST',
    '/api/opportunities',
    service(12, {
      title: 'Seguridad para concierto de fin de año',
      description: 'Control de acceso, revisión de bolsos y apoyo a la policía en las salidas durante dos noches de concierto.',
      serviceType: 'concert_entertainment',
      priority: 'high',
      guardsRequired: 8,
      hourlyRateCents: 2800,
      totalBudgetCents: 2800 * 8 * 13,
      payRateCents: 1500,
      specialRequirements: 'Guardias con experiencia en multitudes; uniforme de gala.',
    }),
  );
  await call('POST', `/api/opportunities/${concert.id}/submit`, {});
  const escort = await call(
    'POST',
    '/api/opportunities',
    service(20, {
      title: 'Escolta para visita ejecutiva',
      description: 'Dos agentes de protección para la visita de la junta directiva del cliente, del aeropuerto al hotel y a las reuniones.',
      location: 'Aeropuerto Luis Muñoz Marín y Condado',
      serviceType: 'vip_protection',
      priority: 'medium',
      guardsRequired: 2,
      hourlyRateCents: 4500,
      totalBudgetCents: 4500 * 2 * 30,
      payRateCents: 2200,
    }),
  );
  for (const action of ['submit', 'review', 'approve']) await call('POST', `/api/opportunities/${escort.id}/${action}`, {});
};

const seedDemoVehicles = async (call: TCall, { guardPost }: TDemoPlaces) => {
  // Vehicles (issue 19): two patrol cars, one assigned to the guard's post.
  const patrol = await call('POST', '/api/vehicles', {
    licensePlate: 'JKL-482',
    brand: 'Ford',
    model: 'Explorer',
    year: 2022,
    color: 'Blanco',
    notes: 'Patrulla del turno de noche.',
  });
  await call('POST', `/api/vehicles/${patrol.id}/assignment`, { postId: guardPost.id, guardId: null });
  await call('POST', '/api/vehicles', { licensePlate: 'HTR-915', brand: 'Toyota', model: 'Tacoma', year: 2020, color: 'Negro' });
};

const seedDemoUniforms = async (call: TCall, { guard, guards, today }: TDemoPlaces) => {
  // Uniforms and accessories: two items with sizes and the guard's issued shirt.
  const clothing = await call('POST', '/api/uniform-categories', { name: 'Ropa' });
  const gear = await call('POST', '/api/uniform-categories', { name: 'Equipo' });
  const shirt = await call<{ id: string; sizes: { id: string; size: string }[] }>('POST', '/api/uniform-items', {
    categoryId: clothing.id,
    name: 'Camisa de uniforme manga corta',
    unitCostCents: 2450,
    lowStockThreshold: 5,
    sizes: [
      { size: 'S', stock: 12 },
      { size: 'M', stock: 20 },
      { size: 'L', stock: 4 },
    ],
  });
  await call('POST', '/api/uniform-items', {
    categoryId: gear.id,
    name: 'Radio portátil',
    unitCostCents: 18900,
    lowStockThreshold: 2,
    sizes: [{ size: 'Único', stock: 9 }],
  });
  const medium = shirt.sizes.find((s) => s.size === 'M');
  if (medium) {
    for (const who of [guard.id, ...guards.slice(0, 2).map((g) => g.id)].filter((id, i, all) => all.indexOf(id) === i)) {
      await call('POST', '/api/uniform-issues', {
        itemId: shirt.id,
        sizeId: medium.id,
        guardId: who,
        quantity: 2,
        issuedOn: today,
        condition: 'new',
      });
    }
  }
};

const seedDemoDirectory = async (call: TCall, { guardPost, customer }: TDemoPlaces) => {
  // Emergency directory: the company's numbers and the guard's post's own.
  const contacts = [
    { postId: null, kind: 'police', name: 'Policía de Puerto Rico', phones: ['911', '(787) 343-2020'] },
    { postId: null, kind: 'fire', name: 'Negociado de Bomberos', phones: ['911', '(787) 725-3444'] },
    { postId: null, kind: 'supervisor', name: 'Supervisor de turno', phones: ['(787) 555-0110'] },
    { postId: guardPost.id, kind: 'hospital', name: 'Centro Médico de Río Piedras', phones: ['(787) 777-3535'] },
    { postId: guardPost.id, kind: 'client_contact', name: `Administración de ${customer.name}`, phones: ['(787) 555-0142'] },
  ];
  for (const contact of contacts) await call('POST', '/api/emergency-contacts', contact);
};

const seedDemoProtocols = async (call: TCall, { guardPost }: TDemoPlaces) => {
  // Protocols: two published procedures for the guard's post (the guard has one to acknowledge).
  const procedures = await call('POST', '/api/protocol-categories', { name: 'Procedimientos de puesto' });
  const emergencies = await call('POST', '/api/protocol-categories', { name: 'Emergencias' });
  const protocolsToPublish = [
    {
      categoryId: procedures.id,
      title: 'Relevo de turno',
      body:
        '<p>Al recibir el turno:</p><ol><li>Firme el libro de novedades.</li><li>Reciba el radio, las llaves y la linterna.</li>' +
        '<li>Haga una ronda completa antes de que el compañero se retire.</li></ol>',
    },
    {
      categoryId: emergencies.id,
      title: 'Evacuación por incendio',
      body:
        '<p><strong>Active la alarma</strong> y llame al 911.</p><ul><li>Dirija a las personas a la salida más cercana.</li>' +
        '<li>No use los ascensores.</li><li>Reúna a todos en el punto de encuentro y avise al supervisor.</li></ul>',
    },
  ];
  for (const protocol of protocolsToPublish) {
    const created = await call('POST', '/api/protocols', { ...protocol, postIds: [guardPost.id] });
    await call('POST', `/api/protocols/${created.id}/publish`, { note: 'Primera versión' });
  }
};

const seedDemoWiki = async (call: TCall) => {
  // Wiki: a small handbook with one page for staff only.
  const handbook = await call('POST', '/api/wiki/pages', {
    title: 'Manual del guardia',
    body: '<p>Lo que todo guardia de la agencia debe saber antes de su primer turno.</p>',
  });
  await call('POST', '/api/wiki/pages', {
    title: 'Uniforme y presentación',
    parentId: handbook.id,
    body: '<p>Camisa limpia y planchada, identificación visible y zapatos negros. El radio siempre en el cinturón.</p>',
  });
  await call('POST', '/api/wiki/pages', {
    title: 'Cómo reportar un incidente',
    parentId: handbook.id,
    body: '<p>Abra <em>Novedades e incidentes</em>, elija la categoría y la gravedad, describa los hechos y adjunte fotos.</p>',
  });
  await call('POST', '/api/wiki/pages', {
    title: 'Tarifas de servicios especiales',
    body: '<p>Tarifas por hora vigentes para eventos, escoltas y patrullas temporeras. Solo administración.</p>',
    visibleRoles: ['security_company_admin'],
  });
};

export const seedDemoAreas = async (app: TApp, config: TConfig, demo: { companyId: string }) => {
  const { db } = app.ctx;
  const { companyId } = demo;
  const call = await adminCaller(app, config, companyId);
  const [guard] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.email, DEMO_ACCOUNTS.guard)));
  const guards = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.role, 'security_guard'), eq(users.stillEmployed, true)))
    .orderBy(asc(users.createdAt))
    .limit(6);
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.email, DEMO_ACCOUNTS.companyAdmin)));
  const [guardPost] = await db
    .select({ id: posts.id, name: posts.name })
    .from(posts)
    .where(and(eq(posts.companyId, companyId), eq(posts.assignedGuardId, guard.id)))
    .limit(1);
  const [customer] = await db
    .select({ id: customerCompanies.id, name: customerCompanies.name })
    .from(customerCompanies)
    .where(eq(customerCompanies.companyId, companyId))
    .orderBy(asc(customerCompanies.createdAt))
    .limit(1);
  const today = todayIn('America/Puerto_Rico');
  const places = { guard, guards, admin, guardPost, customer, today };
  await seedDemoTasks(call, places);
  await seedDemoServices(call, places);
  await seedDemoVehicles(call, places);
  await seedDemoUniforms(call, places);
  await seedDemoDirectory(call, places);
  await seedDemoProtocols(call, places);
  await seedDemoWiki(call);
};
