// Closed lists of the product (spec sections 3, 4 and 6), shared by server and browser.

export const ROLES = ['superadmin', 'security_company_admin', 'customer_company_admin', 'security_guard'] as const;
export type TRole = (typeof ROLES)[number];

/** Display and grouping order of roles on the users page. */
export const ROLE_ORDER: Record<TRole, number> = {
  superadmin: 0,
  security_company_admin: 1,
  customer_company_admin: 2,
  security_guard: 3,
};

export const GUARD_RANKS = [
  'guard',
  'senior_guard',
  'supervisor',
  'team_leader',
  'shift_leader',
  'site_manager',
  'lieutenant',
  'captain',
  'director',
] as const;
export type TGuardRank = (typeof GUARD_RANKS)[number];

/** Rank comparison: a guard may work a post whose required rank is at or below theirs. */
export const rankLevel = (rank: TGuardRank | null | undefined): number => (rank ? GUARD_RANKS.indexOf(rank) : -1);

export const ACTIONS = ['view', 'edit', 'add', 'delete'] as const;
export type TAction = (typeof ACTIONS)[number];

/** Resources of spec section 6, plus the sidebar-only names of section 2. */
export const RESOURCES = [
  'dashboard',
  'users',
  'companies',
  'customer-companies',
  'posts',
  'rosters',
  'tasks',
  'reports',
  'settings',
  'vehicles',
  'uniforms-accessories',
  'emergency-directory',
  'protocols',
  'payroll',
  'invoicing-payments',
  'shifts-dashboard',
  'roles',
  'wiki',
  'tutorial',
  'data-sync',
  'ai-smart-uploader',
  'attendance',
  'create-opportunities',
  'novelties-incidents',
] as const;
export type TResource = (typeof RESOURCES)[number];

/** Resources every signed-in user may view (spec section 6). */
export const ALWAYS_VISIBLE_RESOURCES: readonly TResource[] = ['dashboard', 'tutorial'];

export const SYSTEM_LOG_ACTIONS = ['ERROR', 'ALERT', 'CRITICAL', 'LOGIN', 'LOGOUT', 'CREATE', 'UPDATE', 'DELETE'] as const;
export type TSystemLogAction = (typeof SYSTEM_LOG_ACTIONS)[number];
export const ALERT_LOG_ACTIONS: readonly TSystemLogAction[] = ['ERROR', 'ALERT', 'CRITICAL'];

/** What a system-log entry is about (its entity type); the dashboard labels each in both languages. */
export const SYSTEM_LOG_ENTITY_TYPES = [
  'auth',
  'companies',
  'webrtc-settings',
  'customer-companies',
  'roles',
  'user-access',
  'users',
  'user-documents',
  'user-memos',
  'banned-posts',
  'face-recognition',
  'attendance',
  'files',
  'absences',
  'absence-categories',
  'payroll-profile-types',
  'payroll',
  'payroll-holidays',
  'posts',
  'rosters',
  'shifts',
  'sms',
  'chat',
  'devices',
  'vehicles',
  'uniforms-accessories',
  'emergency-directory',
  'invoicing-payments',
  'protocols',
  'wiki',
  'incidents',
  'tasks',
  'task-groups',
  'user-groups',
  'opportunities',
  'notifications',
  'settings',
  'system',
] as const;
export type TSystemLogEntityType = (typeof SYSTEM_LOG_ENTITY_TYPES)[number];

export const LANGUAGES = ['es', 'en'] as const;
export type TLanguage = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: TLanguage = 'es';

/** The time zone of a company that has not chosen one (the first users are in Puerto Rico). */
export const DEFAULT_TIME_ZONE = 'America/Puerto_Rico';

export const COUNTRIES = ['US', 'CA', 'MX', 'PR'] as const;
export type TCountry = (typeof COUNTRIES)[number];

export const POST_STATUSES = ['active', 'inactive'] as const;
export type TPostStatus = (typeof POST_STATUSES)[number];

export const SHIFT_STAFFING_STATES = [
  'unassigned',
  'partially_assigned',
  'fully_staffed',
  'understaffed',
  'guard_present',
  'guard_absent',
] as const;
export type TShiftStaffingState = (typeof SHIFT_STAFFING_STATES)[number];

export const ABSENCE_STATUSES = ['active', 'resolved'] as const;
export type TAbsenceStatus = (typeof ABSENCE_STATUSES)[number];

export const SIP_CODECS = ['default', 'g711', 'g722', 'opus'] as const;
export const SIP_SAMPLE_RATES = ['default', '8000', '16000', '48000'] as const;
export const SIP_CONNECTION_STATUSES = ['not_connected', 'connecting', 'connected', 'failed'] as const;

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;

// Later areas (spec section 4): the closed lists their schemas and contracts use.
export const OPPORTUNITY_STATUSES = [
  'draft',
  'pending',
  'submitted',
  'underReview',
  'approved',
  'rejected',
  'inProgress',
  'completed',
  'cancelled',
  'onHold',
] as const;
export type TOpportunityStatus = (typeof OPPORTUNITY_STATUSES)[number];

export const OPPORTUNITY_PRIORITIES = ['low', 'medium', 'high', 'urgent', 'critical'] as const;
export type TOpportunityPriority = (typeof OPPORTUNITY_PRIORITIES)[number];

export const SERVICE_TYPES = [
  'event_security',
  'construction_site',
  'retail',
  'corporate',
  'residential',
  'industrial',
  'concert_entertainment',
  'sporting_events',
  'vip_protection',
  'emergency_response',
  'temporary_patrol',
  'access_control',
  'crowd_control',
  'other',
] as const;
export type TServiceType = (typeof SERVICE_TYPES)[number];

export const TASK_STATUSES = ['pending', 'in_progress', 'completed', 'cancelled'] as const;
export type TTaskStatus = (typeof TASK_STATUSES)[number];
export const TASK_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type TTaskPriority = (typeof TASK_PRIORITIES)[number];
export const TASK_RECURRENCES = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type TTaskRecurrence = (typeof TASK_RECURRENCES)[number];
export const TASK_ASSIGNMENT_TYPES = ['single_user', 'multiple_users', 'user_group'] as const;
export type TTaskAssignmentType = (typeof TASK_ASSIGNMENT_TYPES)[number];

export const INCIDENT_STATUSES = ['pending', 'reviewed', 'closed', 'sealed'] as const;
export type TIncidentStatus = (typeof INCIDENT_STATUSES)[number];
export const DAILY_REPORT_STATUSES = ['pending', 'reviewed', 'closed'] as const;
export type TDailyReportStatus = (typeof DAILY_REPORT_STATUSES)[number];

/** A punch: in and out of a shift, and the start and end of a meal taken inside it (issue 27, meal periods). */
export const ATTENDANCE_TYPES = ['check_in', 'check_out', 'meal_start', 'meal_end'] as const;
export type TAttendanceType = (typeof ATTENDANCE_TYPES)[number];
/** The punches a guard chooses on their phone (in and out follow from the last punch). */
export const MEAL_PUNCH_TYPES = ['meal_start', 'meal_end'] as const;
export type TMealPunchType = (typeof MEAL_PUNCH_TYPES)[number];
/**
 * Why an accepted punch waits for an admin's review (issue 29): the phone was outside the post's geofence, or the
 * liveness was judged on the kiosk's own challenge (an offline punch cannot answer a server-issued one).
 */
export const ATTENDANCE_FLAGS = ['outside_geofence', 'liveness_unverified'] as const;
export type TAttendanceFlag = (typeof ATTENDANCE_FLAGS)[number];

/** Limits of spec section 9. */
export const LIMITS = {
  facePhotos: 20,
  faceVideoSegments: 7,
  vehicleImages: 10,
  smsLength: 160,
  opportunityTitle: { min: 3, max: 100 },
  opportunityDescriptionMin: 10,
} as const;
