// Each schema-free reference names the same method and path as its declaration (the compiler checks the literal types;
// this checks the values and that no reference is missing).
import { describe, expect, it } from 'vitest';
import * as auth from '../auth';
import * as authRefs from './auth';

describe('endpoint references', () => {
  it('match the auth declarations one to one', () => {
    const declarations = new Map(Object.entries(auth));
    expect(Object.keys(authRefs).sort()).toEqual([...declarations.keys()].sort());
    for (const [name, ref] of Object.entries(authRefs)) {
      const declared = declarations.get(name);
      expect({ method: ref.method, path: ref.path }, name).toEqual({ method: declared?.method, path: declared?.path });
    }
  });

  it('carry no schema (nothing for the bundle to pull in)', () => {
    for (const ref of Object.values(authRefs)) expect(Object.keys(ref).sort()).toEqual(['method', 'path']);
  });
});
