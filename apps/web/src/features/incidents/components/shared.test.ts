import { describe, expect, it } from 'vitest';
import { instantToLocal, localToInstant } from './shared';

describe('incident times in the company zone', () => {
  it('reads a datetime-local value as the company wall clock and back', () => {
    expect(localToInstant('2026-11-24T02:10', 'America/Puerto_Rico')).toBe('2026-11-24T06:10:00.000Z');
    expect(instantToLocal('2026-11-24T06:10:00.000Z', 'America/Puerto_Rico')).toBe('2026-11-24T02:10');
    // New York's spring-forward night: 01:30 exists, the instant round-trips.
    expect(instantToLocal(localToInstant('2026-03-08T01:30', 'America/New_York'), 'America/New_York')).toBe('2026-03-08T01:30');
  });
});
