import type { TAccessSubject } from '@centinela/shared';
import { describe, expect, it } from 'vitest';
import { stepsFor, TOURS } from './tours';

const subject = (role: TAccessSubject['role'], view: string[]): TAccessSubject => ({
  role,
  email: 'x@example.com',
  isBuiltInAdmin: false,
  roleRecords: [{ isActive: true, isSuperadmin: false, permissions: { view, edit: [], add: [], delete: [] } }] as never,
  overrides: [],
});

describe('tours', () => {
  it('every step opens a page of the app and has a target', () => {
    for (const steps of Object.values(TOURS)) for (const step of steps) expect(step.target).not.toBe('');
  });

  it("leaves out the steps whose page the user may not open (the tutorial's own page always stays)", () => {
    const guard = stepsFor('guard', subject('security_guard', ['protocols']));
    expect(guard.map((s) => s.key)).toEqual(['menu', 'protocols', 'checklist']);
  });
});
