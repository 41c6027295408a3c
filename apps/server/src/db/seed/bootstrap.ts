// First start: the platform company and the built-in admin (ADMIN_EMAIL / ADMIN_PASSWORD).
import { eq } from 'drizzle-orm';
import type { TConfig } from '../../config';
import { generatePassword, hashPassword } from '../../platform/crypto/passwords';
import type { TDb } from '../client';
import { companies, users } from '../schema';

export const PLATFORM_COMPANY_NAME = 'Centinela';

export const ensurePlatform = async (db: TDb, config: TConfig) => {
  const [existing] = await db.select().from(companies).where(eq(companies.isPlatform, true)).limit(1);
  if (existing) return { platformCompanyId: existing.id, created: false as const, generatedPassword: null };

  const password = config.adminPassword ?? generatePassword();
  const passwordHash = await hashPassword(password);
  const platformCompanyId = await db.transaction(async (tx) => {
    const [platform] = await tx
      .insert(companies)
      .values({ name: PLATFORM_COMPANY_NAME, legalName: 'Centinela Platform', isPlatform: true, timeZone: 'America/Puerto_Rico' })
      .returning({ id: companies.id });
    await tx.insert(users).values({
      companyId: platform.id,
      email: config.adminEmail,
      passwordHash,
      name: 'Admin',
      lastName: 'Centinela',
      role: 'superadmin',
    });
    return platform.id;
  });
  return { platformCompanyId, created: true as const, generatedPassword: config.adminPassword ? null : password };
};
