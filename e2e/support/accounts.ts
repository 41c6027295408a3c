// The sign-ins the server creates on a fresh data dir (demo data and the built-in admin; see README).
export type TAccount = { company: string; email: string; password: string };

export const DEMO_COMPANY = 'Vigilancia Boricua Security';
export const DEMO_PASSWORD = 'Centinela2026!';

export const ACCOUNTS = {
  companyAdmin: { company: DEMO_COMPANY, email: 'admin@vigilanciaboricua.com', password: DEMO_PASSWORD },
  customerAdmin: { company: DEMO_COMPANY, email: 'seguridad@plazaflamboyanes.com', password: DEMO_PASSWORD },
  guard: { company: DEMO_COMPANY, email: 'guardia@vigilanciaboricua.com', password: DEMO_PASSWORD },
  builtInAdmin: { company: 'Centinela', email: 'admin@centinela.local', password: 'Torre-Vigia-2026!' },
} as const satisfies Record<string, TAccount>;
