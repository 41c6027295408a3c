// The copy of the signed-in user and company kept in localStorage ('user', 'company'), as the spec asks; never a password or secret.
import type { TLoginResponse } from '@centinela/shared';

export const USER_STORAGE_KEY = 'user';
export const COMPANY_STORAGE_KEY = 'company';

/**
 * Stores the sign-in answer's user and company. The server serialises that answer through ZLoginResponse,
 * which drops every field outside the public contract, so nothing secret can reach this point; parsing it
 * again here would put zod on the sign-in page for no gain.
 */
export const writeStoredSession = ({ user, company }: TLoginResponse) => {
  try {
    localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(user));
    localStorage.setItem(COMPANY_STORAGE_KEY, JSON.stringify(company));
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
