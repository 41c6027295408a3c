import { describe, expect, it } from 'vitest';
import { OPPORTUNITY_STATUSES } from '../enums';
import {
  allowedOpportunityActions,
  CLOSED_OPPORTUNITY_STATUSES,
  nextOpportunityStatus,
  OPEN_OPPORTUNITY_STATUSES,
  OPPORTUNITY_ACTIONS,
} from './opportunity-workflow';

describe('opportunity workflow', () => {
  it('splits every status into open or closed, once', () => {
    const all = [...OPEN_OPPORTUNITY_STATUSES, ...CLOSED_OPPORTUNITY_STATUSES].sort();
    expect(all).toEqual([...OPPORTUNITY_STATUSES].sort());
  });

  it('follows the happy path: draft → submitted → underReview → approved → inProgress → completed', () => {
    expect(nextOpportunityStatus('draft', 'submit')).toBe('submitted');
    expect(nextOpportunityStatus('submitted', 'review')).toBe('underReview');
    expect(nextOpportunityStatus('underReview', 'approve')).toBe('approved');
    expect(nextOpportunityStatus('approved', 'start')).toBe('inProgress');
    expect(nextOpportunityStatus('inProgress', 'complete')).toBe('completed');
  });

  it("approves or rejects a customer's pending request directly", () => {
    expect(nextOpportunityStatus('pending', 'approve')).toBe('approved');
    expect(nextOpportunityStatus('pending', 'reject')).toBe('rejected');
  });

  it('holds any open status and resumes to the status held from', () => {
    for (const status of ['draft', 'pending', 'submitted', 'underReview', 'approved', 'inProgress'] as const) {
      expect(nextOpportunityStatus(status, 'hold')).toBe('onHold');
      expect(nextOpportunityStatus('onHold', 'resume', status)).toBe(status);
    }
    expect(nextOpportunityStatus('onHold', 'hold')).toBeNull();
    expect(nextOpportunityStatus('onHold', 'resume', null)).toBe('underReview');
  });

  it('cancels or closes any open status, reopens any closed one to review', () => {
    for (const status of OPEN_OPPORTUNITY_STATUSES) {
      expect(nextOpportunityStatus(status, 'cancel')).toBe('cancelled');
      expect(nextOpportunityStatus(status, 'close')).toBe('cancelled');
      expect(nextOpportunityStatus(status, 'reopen')).toBeNull();
    }
    for (const status of CLOSED_OPPORTUNITY_STATUSES) {
      expect(nextOpportunityStatus(status, 'reopen')).toBe('underReview');
      expect(allowedOpportunityActions(status)).toEqual(['reopen']);
    }
  });

  it('refuses everything else', () => {
    expect(nextOpportunityStatus('draft', 'approve')).toBeNull();
    expect(nextOpportunityStatus('approved', 'complete')).toBeNull();
    expect(nextOpportunityStatus('completed', 'start')).toBeNull();
    expect(allowedOpportunityActions('draft')).toEqual(['submit', 'hold', 'cancel', 'close']);
    expect(allowedOpportunityActions('inProgress')).toEqual(['complete', 'hold', 'cancel', 'close']);
    // Every action leads somewhere from at least one status.
    for (const action of OPPORTUNITY_ACTIONS) {
      expect(OPPORTUNITY_STATUSES.some((s) => nextOpportunityStatus(s, action) !== null)).toBe(true);
    }
  });
});
