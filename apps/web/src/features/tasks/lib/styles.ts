// How statuses and priorities look (badge variants), shared by the list, the board, the calendar and the detail.
import type { TTaskPriority, TTaskStatus } from '@centinela/shared/contracts/tasks';

type TVariant = 'default' | 'neutral' | 'outline' | 'success' | 'warning' | 'danger';

export const STATUS_VARIANT: Record<TTaskStatus, TVariant> = {
  pending: 'neutral',
  in_progress: 'default',
  completed: 'success',
  cancelled: 'outline',
};

export const PRIORITY_VARIANT: Record<TTaskPriority, TVariant> = {
  low: 'outline',
  medium: 'neutral',
  high: 'warning',
  urgent: 'danger',
};
