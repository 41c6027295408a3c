// First start: the platform company and the built-in admin (ADMIN_EMAIL / ADMIN_PASSWORD).
import { eq } from 'drizzle-orm';
import type { TConfig } from '../../config';
import { USER_MESSAGES } from '@centinela/shared/contracts/users';
import { passwordPolicyIssue } from '../../platform/crypto/password-policy';
import { generatePassword, hashPassword } from '../../platform/crypto/passwords';
import type { TDb } from '../client';
import { companies, users } from '../schema';

export const PLATFORM_COMPANY_NAME = 'Centinela';

const ADMIN_NAME = { name: 'Admin', lastName: 'Centinela' };

/** The built-in admin's password: ADMIN_PASSWORD, which must meet the password policy, or a generated one that does. */
export const adminPasswordOf = (config: Pick<TConfig, 'adminEmail' | 'adminPassword'>) => {
  const owner = { email: config.adminEmail, ...ADMIN_NAME };
  if (config.adminPassword !== undefined) {
    const issue = passwordPolicyIssue(config.adminPassword, owner);
    if (issue) {
      throw new Error(
        `ADMIN_PASSWORD does not meet the password policy: ${USER_MESSAGES[issue]} ` +
          `(at least 12 characters, not a common password, nothing of "${config.adminEmail}" or "${ADMIN_NAME.name} ${ADMIN_NAME.lastName}" in it). ` +
          'Choose another, or leave ADMIN_PASSWORD unset to have one generated.',
      );
    }
    return config.adminPassword;
  }
  let password = generatePassword();
  while (passwordPolicyIssue(password, owner)) password = generatePassword();
  return password;
};

export const ensurePlatform = async (db: TDb, config: TConfig) => {
  const [existing] = await db.select().from(companies).where(eq(companies.isPlatform, true)).limit(1);
  if (existing) return { platformCompanyId: existing.id, created: false as const, generatedPassword: null };

  const password = adminPasswordOf(config);
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
      ...ADMIN_NAME,
      role: 'superadmin',
    });
    return platform.id;
  });
  return { platformCompanyId, created: true as const, generatedPassword: config.adminPassword ? null : password };
};
