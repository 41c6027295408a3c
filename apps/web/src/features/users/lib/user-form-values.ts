// The user form's values: empty ones for create mode, a user's for the editor, and the body sent from the parsed form
// (spec section 5: only non-empty fields, guard-only fields only for guards, termination only when not employed).
import type { TRole } from '@centinela/shared';
import type { TCreateUser, TCreateUserInput, TUpdateUser, TUserDetail } from '@centinela/shared/contracts/users';

export type TFormValues = TCreateUserInput;
export type TFormOutput = TCreateUser | TUpdateUser;

const GUARD_ONLY_FIELDS = [
  'rank',
  'isCoordinator',
  'companyIdentificationNumber',
  'socialSecurityNumber',
  'dateOfBirth',
  'hourlyWageCents',
  'overtimeRateCents',
  'runnerForCompanies',
  'payrollProfileTypeId',
  'restDay',
] as const;

/** The body of POST/PUT /api/users: the parsed form without its empty values (the schema reads them as absent). */
export const toUserPayload = (values: TFormOutput): TCreateUserInput => {
  const payload: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    if (value === null || value === undefined || value === '') continue;
    if (values.role !== 'security_guard' && (GUARD_ONLY_FIELDS as readonly string[]).includes(key)) continue;
    if (values.stillEmployed && (key === 'terminationDate' || key === 'terminationReason')) continue;
    payload[key] = value;
  }
  return payload as TCreateUserInput;
};

const text = (value: string | null | undefined) => value ?? '';

export const emptyValues = (companyId: string): TFormValues => ({
  email: '',
  password: '',
  role: '' as TRole,
  companyId,
  customerId: '',
  name: '',
  initial: '',
  lastName: '',
  mothersMaidenName: '',
  phone: '',
  phoneWhatsappEnabled: false,
  mobile: '',
  mobileWhatsappEnabled: false,
  address: { street: '', city: '', state: '', country: '', zipCode: '' },
  stillEmployed: true,
  employmentStartDate: '',
  terminationDate: '',
  terminationReason: '',
  rank: '',
  isCoordinator: false,
  companyIdentificationNumber: '',
  socialSecurityNumber: '',
  dateOfBirth: '',
  hourlyWageCents: null,
  overtimeRateCents: null,
  runnerForCompanies: [],
  payrollProfileTypeId: '',
  restDay: '',
});

export const valuesOf = (user: TUserDetail): TFormValues => ({
  email: user.email,
  password: '',
  role: user.role,
  companyId: user.companyId,
  customerId: text(user.customerId),
  name: text(user.name),
  initial: text(user.initial),
  lastName: text(user.lastName),
  mothersMaidenName: text(user.mothersMaidenName),
  phone: text(user.phone),
  phoneWhatsappEnabled: user.phoneWhatsappEnabled,
  mobile: text(user.mobile),
  mobileWhatsappEnabled: user.mobileWhatsappEnabled,
  address: {
    street: text(user.address?.street),
    city: text(user.address?.city),
    state: text(user.address?.state),
    country: text(user.address?.country),
    zipCode: text(user.address?.zipCode),
  },
  stillEmployed: user.stillEmployed,
  employmentStartDate: text(user.employmentStartDate),
  terminationDate: text(user.terminationDate),
  terminationReason: text(user.terminationReason),
  rank: text(user.rank),
  isCoordinator: user.isCoordinator,
  companyIdentificationNumber: text(user.companyIdentificationNumber),
  // A masked number is never sent back: the viewer could not change it anyway.
  socialSecurityNumber: user.isSsnMasked ? '' : text(user.socialSecurityNumber),
  dateOfBirth: text(user.dateOfBirth),
  hourlyWageCents: user.hourlyWageCents,
  overtimeRateCents: user.overtimeRateCents,
  runnerForCompanies: user.runnerForCompanies,
  payrollProfileTypeId: text(user.payrollProfileTypeId),
  restDay: user.restDay === null ? '' : String(user.restDay),
});
