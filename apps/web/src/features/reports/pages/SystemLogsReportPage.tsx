// /system-logs-report: the audit log — who did what and when — filtered by dates, action, entity type and user, newest
// first, each entry in the reader's language; the CSV export writes the same entries (translated) from the server.
import {
  addDays,
  describeSystemLog,
  hasFullAccess,
  mayReadSystemLogReport,
  SYSTEM_LOG_ACTIONS,
  SYSTEM_LOG_ENTITY_TYPES,
  systemLogActionLabel,
  systemLogEntityLabel,
} from '@centinela/shared';
import type { TSystemLogReport, TSystemLogReportRow } from '@centinela/shared/contracts/system-logs';
import * as systemLogsApi from '@centinela/shared/endpoints/system-logs';
import { useQuery } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/Badge';
import { EmptyState } from '@/components/ui/EmptyState';
import { useCompanyLocale, useSession } from '@/features/auth/hooks/useSession';
import { useLanguage } from '@/i18n/useLanguage';
import { apiQuery } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { ReportPage, type TReportConfig } from '../components/ReportPage';

const ACTION_VARIANTS: Record<string, 'neutral' | 'danger' | 'warning' | 'success' | 'default'> = {
  CREATE: 'success',
  UPDATE: 'default',
  DELETE: 'warning',
  LOGIN: 'neutral',
  LOGOUT: 'neutral',
  ERROR: 'danger',
  ALERT: 'danger',
  CRITICAL: 'danger',
};

const useSystemLogUsers = (isEnabled: boolean) => useQuery({ ...apiQuery(systemLogsApi.reportUsers), enabled: isEnabled });

export const SystemLogsReportPage = () => {
  const { t } = useTranslation('reports');
  const { language } = useLanguage();
  const { timeZone } = useCompanyLocale();
  const { user, subject } = useSession();
  const isPlatformAdmin = subject !== null && hasFullAccess(subject);
  const mayRead = user !== null && mayReadSystemLogReport({ role: user.role, isPlatformAdmin });
  const people = useSystemLogUsers(mayRead);

  if (!mayRead) {
    return (
      <div className="mx-auto max-w-7xl">
        <EmptyState icon={ShieldAlert} title={t('hub.noAccess')} description={t('systemLogs.adminsOnly')} />
      </div>
    );
  }

  const config: TReportConfig<TSystemLogReportRow, TSystemLogReport> = {
    endpoints: { page: systemLogsApi.reportPage, csv: systemLogsApi.reportCsv },
    description: t('systemLogs.description'),
    hasRange: true,
    // The last seven days, today included.
    initialRange: (today) => ({ from: addDays(today, -6), to: today }),
    hasCustomerPost: false,
    choices: [
      {
        param: 'action',
        label: t('systemLogs.action'),
        allLabel: t('systemLogs.allActions'),
        options: SYSTEM_LOG_ACTIONS.map((a) => ({ value: a, label: systemLogActionLabel(language, a) })),
      },
      {
        param: 'entityType',
        label: t('systemLogs.entityType'),
        allLabel: t('systemLogs.allEntityTypes'),
        options: SYSTEM_LOG_ENTITY_TYPES.map((e) => ({ value: e, label: systemLogEntityLabel(language, e) })).sort((a, b) =>
          a.label.localeCompare(b.label, language),
        ),
      },
      { param: 'userId', label: t('systemLogs.user'), allLabel: t('systemLogs.allUsers'), options: people.data ?? [] },
    ],
    rowKey: (r) => r.id,
    summary: (a) => <p className="text-sm text-slate-700">{t('systemLogs.summary', { count: a.total })}</p>,
    columns: [
      {
        key: 'when',
        header: t('systemLogs.columns.when'),
        cell: (r) => <time dateTime={r.timestamp}>{formatDateTime(r.timestamp, language, timeZone)}</time>,
        className: 'whitespace-nowrap',
      },
      {
        key: 'action',
        header: t('systemLogs.columns.action'),
        cell: (r) => <Badge variant={ACTION_VARIANTS[r.action] ?? 'neutral'}>{systemLogActionLabel(language, r.action)}</Badge>,
      },
      { key: 'entity', header: t('systemLogs.columns.entityType'), cell: (r) => systemLogEntityLabel(language, r.entityType) },
      {
        key: 'description',
        header: t('systemLogs.columns.description'),
        cell: (r) => <span className="wrap-anywhere">{describeSystemLog(r.details, language) ?? t('systemLogs.noDescription')}</span>,
        className: 'min-w-64',
      },
      {
        key: 'user',
        header: t('systemLogs.columns.user'),
        cell: (r) =>
          r.userName ? (
            <span title={r.userEmail ?? undefined} className="wrap-anywhere">
              {r.userName}
            </span>
          ) : (
            <em className="text-slate-500">{t('systemLogs.system')}</em>
          ),
      },
      ...(isPlatformAdmin
        ? [{ key: 'company', header: t('systemLogs.columns.company'), cell: (r: TSystemLogReportRow) => r.companyName ?? '—' }]
        : []),
    ],
  };
  return <ReportPage config={config} />;
};
