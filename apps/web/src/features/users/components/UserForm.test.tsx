// What the user form sends (spec section 5): only non-empty fields, guard-only fields only for guards,
// termination only when not employed, the address only when a part is filled.
import { ZCreateUser } from '@centinela/shared/contracts/users';
import { describe, expect, it } from 'vitest';
import { toUserPayload } from './UserForm';

const COMPANY = '00000000-0000-4000-8000-0000000000c1';

const form = (overrides: Record<string, unknown> = {}) =>
  ZCreateUser.parse({
    email: 'Ana@Example.com',
    password: 'Long-enough-1',
    role: 'security_guard',
    companyId: COMPANY,
    name: 'Ana',
    initial: 'r',
    lastName: '',
    mothersMaidenName: '  ',
    phone: '',
    address: { street: '', city: '', state: '', country: '', zipCode: '' },
    stillEmployed: true,
    terminationDate: '2026-01-01',
    terminationReason: 'x',
    rank: 'guard',
    isCoordinator: false,
    hourlyWageCents: null,
    socialSecurityNumber: '',
    runnerForCompanies: [],
    ...overrides,
  });

describe('toUserPayload', () => {
  it('leaves out empty optional fields, an empty address and termination data of an employed user', () => {
    const payload = toUserPayload(form());
    expect(payload).toMatchObject({ email: 'ana@example.com', role: 'security_guard', name: 'Ana', initial: 'R', rank: 'guard' });
    for (const key of [
      'lastName',
      'mothersMaidenName',
      'phone',
      'address',
      'terminationDate',
      'terminationReason',
      'hourlyWageCents',
      'socialSecurityNumber',
    ]) {
      expect(payload, key).not.toHaveProperty(key);
    }
  });

  it('sends guard-only fields only for guards', () => {
    const payload = toUserPayload(form({ role: 'security_company_admin', companyIdentificationNumber: 'VB-1', hourlyWageCents: 1200 }));
    for (const key of ['rank', 'isCoordinator', 'companyIdentificationNumber', 'hourlyWageCents', 'runnerForCompanies']) {
      expect(payload, key).not.toHaveProperty(key);
    }
    const guard = toUserPayload(form({ companyIdentificationNumber: 'VB-1', hourlyWageCents: 1250 }));
    expect(guard).toMatchObject({
      companyIdentificationNumber: 'VB-1',
      hourlyWageCents: 1250,
      isCoordinator: false,
      runnerForCompanies: [],
    });
  });

  it('sends termination date and reason when not employed, and the address when a part is filled', () => {
    const payload = toUserPayload(
      form({
        stillEmployed: false,
        terminationDate: '2026-02-01',
        terminationReason: 'Renuncia',
        address: { city: 'Ponce', country: 'PR', state: 'PR' },
      }),
    );
    expect(payload).toMatchObject({
      stillEmployed: false,
      terminationDate: '2026-02-01',
      terminationReason: 'Renuncia',
      address: { city: 'Ponce', country: 'PR', state: 'PR', street: null, zipCode: null },
    });
  });

  it('is fed by the shared schema, which refuses what the server refuses', () => {
    const result = ZCreateUser.safeParse({
      email: 'a@b.co',
      password: 'x',
      role: 'security_guard',
      companyId: COMPANY,
      stillEmployed: false,
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => i.path.join('.')).sort();
    expect(paths).toEqual(['password', 'rank', 'terminationDate', 'terminationReason']);
  });
});
