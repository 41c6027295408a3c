// Small pieces the incidents area shares: status and severity badges, the history list, wall-clock ↔ instant.
import type { TAuditEntry, TSeverityLevel } from '@centinela/shared/contracts/incidents';
import type { TIncidentStatus } from '@centinela/shared';
import { instantOf, wallClockOf } from '@centinela/shared/rules/zoned-time';
import { useTranslation } from 'react-i18next';
import { translateExternal } from '@/i18n/keys';
import { Badge } from '@/components/ui/Badge';
import { useCompanyLocale } from '@/features/auth/hooks/useSession';
import { isApiError } from '@/lib/api';
import { errorMessage } from '@/lib/errors';
import { formatDateTime } from '@/lib/format';

const STATUS_VARIANT: Record<string, 'warning' | 'default' | 'success' | 'neutral'> = {
  pending: 'warning',
  reviewed: 'default',
  closed: 'success',
  sealed: 'neutral',
};
const LEVEL_VARIANT: Record<TSeverityLevel, 'neutral' | 'warning' | 'danger'> = {
  low: 'neutral',
  medium: 'warning',
  high: 'danger',
  critical: 'danger',
};

export const StatusBadge = ({ status }: { status: TIncidentStatus | 'pending' | 'reviewed' | 'closed' }) => {
  const { t } = useTranslation('incidents');
  return (
    <Badge variant={STATUS_VARIANT[status]} data-testid="status-badge">
      {t(`statuses.${status}`)}
    </Badge>
  );
};

export const SeverityBadge = ({ name, level }: { name: string | null; level: TSeverityLevel | null }) => {
  const { t } = useTranslation('incidents');
  if (!name && !level) return null;
  return <Badge variant={level ? LEVEL_VARIANT[level] : 'neutral'}>{name ?? (level ? t(`levels.${level}`) : '')}</Badge>;
};

/** 'yyyy-MM-ddTHH:mm' (a datetime-local value) in the company's zone → ISO instant, and back. */
export const localToInstant = (value: string, timeZone: string) => {
  const [date, time] = value.split('T');
  const [h, m] = (time ?? '00:00').split(':').map(Number);
  return new Date(instantOf(date, h * 60 + m, timeZone)).toISOString();
};
export const instantToLocal = (at: Date | string, timeZone: string) => {
  const { date, minute } = wallClockOf(new Date(at).getTime(), timeZone);
  return `${date}T${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
};

export const HistoryList = ({ entries }: { entries: TAuditEntry[] }) => {
  const { t, i18n } = useTranslation('incidents');
  const { timeZone } = useCompanyLocale();
  return (
    <ol className="grid gap-2" aria-label={t('history.title')} data-testid="history">
      {entries.map((e) => (
        <li key={`${e.timestamp}|${e.action}|${e.notes ?? ''}`} className="rounded-md border border-slate-200 p-2 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-medium text-slate-900">
              {t(`history.${e.action}`, { defaultValue: e.action })}
              {e.isInternal && e.notes ? <span className="ml-1 text-xs text-slate-500">({t('history.internal')})</span> : null}
            </span>
            <span className="text-xs text-slate-500">{formatDateTime(e.timestamp, i18n.language, timeZone)}</span>
          </div>
          <div className="text-xs text-slate-600">
            {[
              e.userName,
              e.action === 'updated' && e.context
                ? e.context
                    .split(', ')
                    .map((key) => t(`fields.${key}`, { defaultValue: key }))
                    .join(', ')
                : e.context,
            ]
              .filter(Boolean)
              .join(' · ')}
            {e.position ? ` · ${t('history.position', { position: e.position })}` : ''}
          </div>
          {e.notes && <p className="mt-1 whitespace-pre-wrap text-slate-800">{e.notes}</p>}
        </li>
      ))}
    </ol>
  );
};

/** A refusal's own words: the translation key the server put in details.code (sealed, duplicate report…), else the usual. */
/** The words of a refusal whose details name a translation key as its code; undefined for any other error. */
export const incidentCodeText = (error: unknown): string | undefined => {
  if (!isApiError(error)) return undefined;
  const code = (error.details as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.includes(':') ? translateExternal(code) : undefined;
};

export const incidentErrorText = (error: unknown, fallback: string) => incidentCodeText(error) ?? errorMessage(error, fallback);
