// The copy of the signed-in user and company kept in localStorage ('user', 'company'), as the spec asks; never a password or secret.
import { type TLoginResponse, ZSessionCompany, ZSessionUser } from '@centinela/shared';

export const USER_STORAGE_KEY = 'user';
export const COMPANY_STORAGE_KEY = 'company';

/** Stores only the fields of the public contracts (unknown fields are stripped by the schemas). */
export const writeStoredSession = ({ user, company }: TLoginResponse) => {
  const safeUser = ZSessionUser.safeParse(user);
  const safeCompany = ZSessionCompany.safeParse(company);
  try {
    if (safeUser.success) localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(safeUser.data));
    if (safeCompany.success) localStorage.setItem(COMPANY_STORAGE_KEY, JSON.stringify(safeCompany.data));
  } catch {
    // Storage may be unavailable; the server session stays the source of truth.
  }
};

export const clearStoredSession = () => {
  try {
    localStorage.removeItem(USER_STORAGE_KEY);
    localStorage.removeItem(COMPANY_STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
};
