// The Contacts tab (spec "Phone dialog (PBX)", section 3 "directory data read for the phone"): the built-in emergency
// contacts, then the companies, customer companies and users the caller may see. A contact's number falls back to the
// mobile, then to a generated extension `ext-xxxx` (stable: derived from the row's id, so it does not move between opens).
import type { TCompanyDirectoryItem } from '@centinela/shared/contracts/companies';
import type { TCustomerCompanyDirectoryItem } from '@centinela/shared/contracts/customer-companies';
import type { TDirectoryUser } from '@centinela/shared/contracts/users';
import { BUILT_IN_CONTACTS } from './constants';

export type TContactKind = 'builtIn' | 'company' | 'customer' | 'user';

export type TPhoneContact = {
  id: string;
  kind: TContactKind;
  name: string;
  /** What the Call button dials (a phone, a mobile or `ext-xxxx`). */
  number: string;
  detail: string | null;
};

/** 4 digits from an id (FNV-1a), 1000–9999. */
export const generatedExtension = (id: string) => {
  let hash = 0x811c9dc5;
  for (const char of id) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `ext-${1000 + (hash % 9000)}`;
};

const first = (...values: (string | null | undefined)[]) => values.find((v) => v?.trim())?.trim() ?? null;

export const buildDirectory = (
  input: { companies?: TCompanyDirectoryItem[]; customers?: TCustomerCompanyDirectoryItem[]; users?: TDirectoryUser[] },
  translate: (key: (typeof BUILT_IN_CONTACTS)[number]['nameKey']) => string,
): TPhoneContact[] => [
  ...BUILT_IN_CONTACTS.map((c) => ({
    id: `builtIn:${c.number}`,
    kind: 'builtIn' as const,
    name: translate(c.nameKey),
    number: c.number,
    detail: null,
  })),
  ...(input.companies ?? []).map((c) => ({
    id: `company:${c.id}`,
    kind: 'company' as const,
    name: c.name,
    number: generatedExtension(c.id),
    detail: null,
  })),
  ...(input.customers ?? []).map((c) => ({
    id: `customer:${c.id}`,
    kind: 'customer' as const,
    name: c.name,
    number: first(c.phone) ?? generatedExtension(c.id),
    detail: c.contactPerson,
  })),
  ...(input.users ?? []).map((u) => ({
    id: `user:${u.id}`,
    kind: 'user' as const,
    name: [u.name, u.lastName].filter(Boolean).join(' ') || u.email,
    number: first(u.phone, u.mobile) ?? generatedExtension(u.id),
    detail: u.email,
  })),
];

/** The name shown for a number: a built-in contact's, a directory contact's, else "Contact {number}". */
export const nameForNumber = (
  number: string,
  contacts: TPhoneContact[],
  translate: (key: string, options?: Record<string, unknown>) => string,
) => {
  const digits = number.replace(/\D/g, '');
  const match = contacts.find((c) => c.number === number || (digits.length > 0 && c.number.replace(/\D/g, '') === digits));
  return match?.name ?? translate('phone:contactNamed', { number });
};
