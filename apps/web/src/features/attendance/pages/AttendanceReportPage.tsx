// /attendance-report (issue 13): attendance by guard and post over a date range — shifts that started, check-ins and
// check-outs, late check-ins, no-shows, unscheduled, offline and flagged punches; CSV. Below it, the punch attempts to
// review (refused, accepted with a score close to the threshold, or accepted with a flag: outside the post's
// geofence, liveness unverified offline), each with its captured frame.
import { ATTENDANCE_REFUSALS, type TAttendanceReport, type TAttendanceReportRow } from '@centinela/shared/contracts/attendance';
import * as attendanceApi from '@centinela/shared/endpoints/attendance';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { ReportPage, type TReportConfig } from '@/features/reports/components/ReportPage';
import { apiKey, apiQuery, callApi } from '@/lib/api-client';
import { memberOf } from '@/lib/closed-list';

const num = 'text-right tabular-nums';

const AttemptsToReview = () => {
  const { t, i18n } = useTranslation('attendance');
  const queryClient = useQueryClient();
  const attempts = useQuery(apiQuery(attendanceApi.attempts, { query: { view: 'review', page: 1, pageSize: 25 } }));
  const review = useMutation({
    mutationFn: (id: string) => callApi(attendanceApi.reviewAttempt, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKey(attendanceApi.attempts).slice(0, 1) }),
  });
  const items = attempts.data?.items ?? [];
  const when = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  return (
    <Card className="mt-8" aria-labelledby="attempts-title">
      <div className="grid gap-4 p-5">
        <h2 id="attempts-title" className="text-base font-semibold">
          {t('review.title', { count: attempts.data?.total ?? 0 })}
        </h2>
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('review.empty')}</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((a) => (
              <li key={a.id} className="flex min-w-0 gap-3 rounded-lg border p-3">
                {a.frameUrl && (
                  <img src={a.frameUrl} alt={t('review.frame', { name: a.guardName })} className="size-20 rounded object-cover" />
                )}
                <div className="grid min-w-0 gap-1 text-sm">
                  <span className="font-medium">{a.guardName}</span>
                  <span className="text-muted-foreground">
                    {when(a.occurredAt)} · {a.postName ?? '—'}
                  </span>
                  <span className="flex flex-wrap gap-1">
                    <Badge variant={a.outcome === 'refused' ? 'danger' : 'warning'} className="whitespace-normal">
                      {a.outcome === 'refused'
                        ? t(`refusals.${memberOf(ATTENDANCE_REFUSALS, a.reason) ?? 'face_mismatch'}`, { distance: a.distanceMeters ?? 0 })
                        : a.flags.length
                          ? t('review.flagged')
                          : t('review.lowScore')}
                    </Badge>
                    {a.flags.map((flag) => (
                      <Badge key={flag} variant="warning" className="whitespace-normal" data-testid="attempt-flag">
                        {t(`flags.${flag}`)}
                      </Badge>
                    ))}
                  </span>
                  <span className="text-muted-foreground">
                    {t('review.scores', {
                      match: a.matchScore?.toFixed(2) ?? '—',
                      liveness: a.livenessPassed === null ? '—' : a.livenessPassed ? '✓' : '✗',
                    })}
                  </span>
                  <Button
                    size="sm"
                    variant="outline"
                    className="justify-self-start"
                    onClick={() => review.mutate(a.id)}
                    disabled={review.isPending}
                  >
                    {t('review.markReviewed')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
};

export const AttendanceReportPage = () => {
  const { t } = useTranslation('attendance');
  const config: TReportConfig<TAttendanceReportRow, TAttendanceReport> = {
    endpoints: { page: attendanceApi.report, csv: attendanceApi.reportCsv },
    description: t('report.description'),
    hasRange: true,
    hasGuard: true,
    rowKey: (r) => `${r.guardId}:${r.postId}`,
    summary: (a) => <p className="text-sm text-slate-700">{t('report.summary', a.totals)}</p>,
    columns: [
      { key: 'guard', header: t('report.guard'), cell: (r) => (r.employeeNumber ? `${r.guardName} (${r.employeeNumber})` : r.guardName) },
      { key: 'post', header: t('report.post'), cell: (r) => r.postName },
      { key: 'scheduled', header: t('report.scheduled'), cell: (r) => r.scheduled, className: num },
      { key: 'checkIns', header: t('report.checkIns'), cell: (r) => r.checkIns, className: num },
      { key: 'checkOuts', header: t('report.checkOuts'), cell: (r) => r.checkOuts, className: num },
      { key: 'meals', header: t('report.meals'), cell: (r) => r.meals, className: num },
      { key: 'late', header: t('report.late'), cell: (r) => r.late, className: num },
      { key: 'noShows', header: t('report.noShows'), cell: (r) => r.noShows, className: num },
      { key: 'unscheduled', header: t('report.unscheduled'), cell: (r) => r.unscheduled, className: num },
      { key: 'offline', header: t('report.offline'), cell: (r) => r.offline, className: num },
      { key: 'flagged', header: t('report.flagged'), cell: (r) => r.flagged, className: num },
    ],
  };
  return (
    <>
      <ReportPage config={config} />
      <div className="mx-auto max-w-7xl">
        <AttemptsToReview />
      </div>
    </>
  );
};
