import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { isLinkGone, refusalKey } from './refusal';

describe('the self-registration page refusals', () => {
  it('names the reason of a 410, says "does not exist" for 404/400, and "try later" otherwise', () => {
    expect(refusalKey(new ApiError(410, 'REGISTRATION_USED', 'used'))).toBe('refused.used');
    expect(refusalKey(new ApiError(410, 'REGISTRATION_EXPIRED', 'expired'))).toBe('refused.expired');
    expect(refusalKey(new ApiError(410, 'REGISTRATION_REVOKED', 'revoked'))).toBe('refused.revoked');
    expect(refusalKey(new ApiError(404, 'NOT_FOUND', 'Registration link not found'))).toBe('refused.notFound');
    expect(refusalKey(new ApiError(400, 'VALIDATION', 'bad token'))).toBe('refused.notFound');
    expect(refusalKey(new ApiError(500, 'INTERNAL', 'boom'))).toBe('refused.unknown');
    expect(refusalKey(new Error('offline'))).toBe('refused.unknown');
  });

  it('treats only a used, expired, revoked or unknown link as gone (other failures can be retried)', () => {
    expect(isLinkGone(new ApiError(410, 'REGISTRATION_USED', 'used'))).toBe(true);
    expect(isLinkGone(new ApiError(404, 'NOT_FOUND', 'x'))).toBe(true);
    expect(isLinkGone(new ApiError(413, 'PAYLOAD_TOO_LARGE', 'big'))).toBe(false);
    expect(isLinkGone(new TypeError('Failed to fetch'))).toBe(false);
  });
});
