import type { TOpportunityStatus } from '@centinela/shared';

export const STATUS_VARIANT: Record<TOpportunityStatus, 'danger' | 'warning' | 'default' | 'neutral' | 'success'> = {
  draft: 'neutral',
  pending: 'warning',
  submitted: 'warning',
  underReview: 'default',
  approved: 'success',
  rejected: 'danger',
  inProgress: 'default',
  completed: 'success',
  cancelled: 'neutral',
  onHold: 'warning',
};
