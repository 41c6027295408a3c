// Pay runs (the payroll tab) and processed payrolls: a list of runs, a new run for a period and a set of guards, and the
// chosen run — its state (draft → calculated → approved → processed), the calculation's progress (live), one line per
// guard with the rules that paid each hour, adjustments, and for processed runs the pay stubs and CSV exports.
import { can, todayIn } from '@centinela/shared';
import type { TRun, TRunLine, TRunStatus } from '@centinela/shared/contracts/payroll-runs';
import * as payrollApi from '@centinela/shared/endpoints/payroll-runs';
import { Calculator, CheckCircle2, Download, FileText, Lock, Plus, Trash2, Wallet } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { DataTable, type TDataTableColumn, tableQueryProps, useRowAction } from '@/components/data-table';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { useCompanyLocale, useSession } from '@/features/auth/hooks/useSession';
import { useLanguage } from '@/i18n/useLanguage';
import { urlOf } from '@/lib/api-client';
import { errorMessage } from '@/lib/errors';
import { formatDay } from '@/lib/format';
import { usePayrollActions, useRun, useRuns } from '../hooks/usePayroll';
import { usePayrollMoney } from '../hooks/usePayrollMoney';
import { AdjustmentDialog } from './AdjustmentDialog';
import { CreateRunDialog } from './CreateRunDialog';
import { RunLineDialog } from './RunLineDialog';
import { useRunLineColumns } from './useRunLineColumns';

const STATUS_VARIANT: Record<TRunStatus, 'neutral' | 'warning' | 'default' | 'success' | 'outline'> = {
  draft: 'neutral',
  calculating: 'warning',
  calculated: 'default',
  approved: 'outline',
  processed: 'success',
};

/** The live progress of a run being calculated. */
const RunProgress = ({ progress }: { progress: number }) => {
  const { t } = useTranslation(['payrollRuns', 'common']);
  return (
    <div className="mb-3">
      <p className="mb-1 text-sm" id="run-progress-label">
        {t('runs.calculating', { progress: progress })}
      </p>
      <div
        role="progressbar"
        aria-labelledby="run-progress-label"
        aria-valuenow={progress}
        aria-valuemin={0}
        aria-valuemax={100}
        className="h-2 rounded bg-slate-200"
      >
        <div className="h-2 rounded bg-brand-600" style={{ width: `${progress}%` }} />
      </div>
    </div>
  );
};

const RunPanel = ({ runId, onDeleted }: { runId: string; onDeleted: () => void }) => {
  const { t } = useTranslation(['payrollRuns', 'common']);
  const { language } = useLanguage();
  const money = usePayrollMoney();
  const runQuery = useRun(runId);
  const actions = usePayrollActions();
  const { timeZone } = useCompanyLocale();
  const rowAction = useRowAction();
  const [lineId, setLineId] = useState<string | null>(null);
  const [isAdjusting, setIsAdjusting] = useState(false);
  const run = runQuery.data;

  const act = async (fn: () => Promise<unknown>, success: string) => {
    try {
      await fn();
      toast.success(success);
    } catch (e) {
      toast.error(t('toasts.errorTitle'), { description: errorMessage(e, t('toasts.saveFailed')) });
    }
  };

  const columns = useRunLineColumns();

  if (!run) return null;
  // Approving and processing cannot be undone: both ask first, and say so when the period has not ended yet (its last
  // day is still today or ahead in the company's zone), so hours still to be worked are not left out unawares.
  const isPeriodOpen = todayIn(timeZone) <= run.periodEnd;
  const confirmStep = (step: 'approve' | 'process') => ({
    title: t(`runs.${step}Title`, { number: run.number }),
    description: [
      t(`runs.${step}Description`),
      ...(isPeriodOpen ? [t('runs.periodOpen', { end: formatDay(run.periodEnd, language) })] : []),
    ].join(' '),
    confirmLabel: t(isPeriodOpen ? `runs.${step}Anyway` : `runs.${step}`),
  });
  const lines = (run as { lines?: TRunLine[] }).lines ?? [];
  const stubUrl = (lineIdOf: string, lang: 'es' | 'en') =>
    urlOf(payrollApi.payStub, { params: { id: run.id, lineId: lineIdOf }, query: { lang } });
  return (
    <section aria-labelledby="run-title" className="mt-6 rounded-md border border-slate-200 p-4">
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <h2 id="run-title" className="text-base font-semibold">
          {t('runs.runNumber', { number: run.number })} · {formatDay(run.periodStart, language)} – {formatDay(run.periodEnd, language)}
        </h2>
        <Badge variant={STATUS_VARIANT[run.status]} data-testid="run-status">
          {t(`runs.status.${run.status}`)}
        </Badge>
        <div className="ml-auto flex flex-wrap gap-2">
          {run.can.calculate && (
            <Button size="sm" onClick={() => void act(() => actions.calculate.mutateAsync(run.id), t('toasts.calculationQueued'))}>
              <Calculator aria-hidden="true" />
              {t('runs.calculate')}
            </Button>
          )}
          {run.can.adjust && (
            <Button size="sm" variant="outline" onClick={() => setIsAdjusting(true)}>
              <Plus aria-hidden="true" />
              {t('runs.adjust')}
            </Button>
          )}
          {run.can.approve && (
            <Button
              size="sm"
              onClick={() =>
                void rowAction.run(run.id, () => actions.approve.mutateAsync(run.id), {
                  confirm: confirmStep('approve'),
                  success: t('toasts.runApproved'),
                  errorTitle: t('toasts.errorTitle'),
                  errorFallback: t('toasts.saveFailed'),
                })
              }
            >
              <CheckCircle2 aria-hidden="true" />
              {t('runs.approve')}
            </Button>
          )}
          {run.can.process && (
            <Button
              size="sm"
              onClick={() =>
                void rowAction.run(run.id, () => actions.process.mutateAsync(run.id), {
                  confirm: confirmStep('process'),
                  success: t('toasts.runProcessed'),
                  errorTitle: t('toasts.errorTitle'),
                  errorFallback: t('toasts.saveFailed'),
                })
              }
            >
              <Lock aria-hidden="true" />
              {t('runs.process')}
            </Button>
          )}
          {run.can.delete && (
            <Button
              size="sm"
              variant="outline"
              onClick={() =>
                void rowAction.run(
                  run.id,
                  async () => {
                    await actions.removeRun.mutateAsync(run.id);
                    onDeleted();
                  },
                  {
                    confirm: {
                      title: t('runs.deleteTitle', { number: run.number }),
                      description: t('runs.deleteDescription'),
                      confirmLabel: t('common:actions.delete'),
                      isDestructive: true,
                    },
                    success: t('toasts.runDeleted'),
                    errorTitle: t('toasts.errorTitle'),
                    errorFallback: t('toasts.deleteFailed'),
                  },
                )
              }
            >
              <Trash2 aria-hidden="true" />
              {t('common:actions.delete')}
            </Button>
          )}
          {run.status === 'processed' && (
            <>
              <Button size="sm" variant="outline" asChild>
                <a href={urlOf(payrollApi.exportRun, { params: { id: run.id }, query: { layout: 'generic' } })}>
                  <Download aria-hidden="true" />
                  {t('runs.exportGeneric')}
                </a>
              </Button>
              <Button size="sm" variant="outline" asChild>
                <a href={urlOf(payrollApi.exportRun, { params: { id: run.id }, query: { layout: 'quickbooks' } })}>
                  <Download aria-hidden="true" />
                  {t('runs.exportQuickbooks')}
                </a>
              </Button>
            </>
          )}
        </div>
      </div>
      {run.status === 'calculating' && <RunProgress progress={run.progress} />}
      {run.error && <p className="mb-3 text-sm text-red-700">{t('runs.failed', { error: run.error })}</p>}
      <dl className="mb-3 flex flex-wrap gap-6 text-sm">
        <div>
          <dt className="text-slate-600">{t('columns.guards')}</dt>
          <dd className="font-medium">{run.guardCount}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('columns.gross')}</dt>
          <dd className="font-medium tabular-nums">{money(run.grossCents)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">{t('columns.net')}</dt>
          <dd className="font-medium tabular-nums">{money(run.netCents)}</dd>
        </div>
      </dl>
      <p className="mb-2 text-xs text-slate-600">{t('runs.taxNote')}</p>
      <DataTable
        id="payroll-run-lines"
        label={t('table.lines')}
        columns={columns}
        rows={lines}
        getRowId={(l) => l.id}
        {...tableQueryProps(runQuery)}
        icon={Wallet}
        loadingLabel={t('states.loading')}
        errorTitle={t('states.fetchFailed')}
        empty={{ title: run.status === 'draft' || run.status === 'calculating' ? t('states.notCalculated') : t('states.emptyLines') }}
        rowActions={(l) => (
          <div className="flex gap-1">
            <Button size="sm" variant="outline" onClick={() => setLineId(l.id)} aria-label={t('lines.detailsOf', { name: l.guardName })}>
              {t('lines.details')}
            </Button>
            {run.status !== 'draft' && run.status !== 'calculating' && (
              <Button size="sm" variant="outline" asChild>
                <a
                  href={stubUrl(l.id, language.startsWith('en') ? 'en' : 'es')}
                  target="_blank"
                  rel="noreferrer"
                  aria-label={t('lines.stubOf', { name: l.guardName })}
                  title={t('lines.stubOf', { name: l.guardName })}
                >
                  <FileText aria-hidden="true" />
                </a>
              </Button>
            )}
          </div>
        )}
      />
      <RunLineDialog runId={run.id} lineId={lineId} onClose={() => setLineId(null)} />
      <AdjustmentDialog run={run} isOpen={isAdjusting} onClose={() => setIsAdjusting(false)} />
    </section>
  );
};

export const RunsTab = ({ view, runId, setRunId }: { view: 'open' | 'processed'; runId: string; setRunId: (id: string) => void }) => {
  const { t } = useTranslation(['payrollRuns', 'common']);
  const { language } = useLanguage();
  const money = usePayrollMoney();
  const { subject } = useSession();
  const list = useRuns(view);
  const [isCreating, setIsCreating] = useState(false);
  const columns = useMemo<TDataTableColumn<TRun>[]>(
    () => [
      {
        id: 'number',
        header: t('columns.number'),
        canHide: false,
        sortValue: (r) => r.number,
        cell: (r) => <span className="font-medium">#{r.number}</span>,
      },
      {
        id: 'period',
        header: t('columns.period'),
        sortValue: (r) => r.periodStart,
        cell: (r) => `${formatDay(r.periodStart, language)} – ${formatDay(r.periodEnd, language)}`,
      },
      { id: 'kind', header: t('columns.frequency'), cell: (r) => t(`runs.kinds.${r.periodKind}`) },
      {
        id: 'status',
        header: t('columns.status'),
        sortValue: (r) => r.status,
        cell: (r) => (
          <Badge variant={STATUS_VARIANT[r.status]}>
            {t(`runs.status.${r.status}`)}
            {r.status === 'calculating' ? ` ${r.progress} %` : ''}
          </Badge>
        ),
      },
      { id: 'guards', header: t('columns.guards'), sortValue: (r) => r.guardCount, cell: (r) => r.guardCount },
      {
        id: 'gross',
        header: t('columns.gross'),
        sortValue: (r) => r.grossCents,
        cell: (r) => <span className="tabular-nums">{money(r.grossCents)}</span>,
      },
      {
        id: 'net',
        header: t('columns.net'),
        sortValue: (r) => r.netCents,
        cell: (r) => <span className="tabular-nums">{money(r.netCents)}</span>,
      },
    ],
    [t, language, money],
  );
  return (
    <>
      {view === 'open' && can(subject, 'add', 'payroll') && (
        <div className="mb-4 flex justify-end">
          <Button onClick={() => setIsCreating(true)}>
            <Plus aria-hidden="true" />
            {t('runs.new')}
          </Button>
        </div>
      )}
      <DataTable
        id={`payroll-runs-${view}`}
        label={view === 'open' ? t('table.runs') : t('table.processed')}
        columns={columns}
        rows={list.data ?? []}
        getRowId={(r) => r.id}
        {...tableQueryProps(list)}
        icon={Wallet}
        loadingLabel={t('states.loading')}
        errorTitle={t('states.fetchFailed')}
        empty={{ title: view === 'open' ? t('states.emptyRuns') : t('states.emptyProcessed') }}
        rowActions={(r) => (
          <Button
            size="sm"
            variant={r.id === runId ? 'default' : 'outline'}
            onClick={() => setRunId(r.id)}
            aria-label={t('runs.openWhat', { number: r.number })}
          >
            {t('runs.open')}
          </Button>
        )}
      />
      {runId && <RunPanel key={runId} runId={runId} onDeleted={() => setRunId('')} />}
      {isCreating && <CreateRunDialog isOpen onClose={() => setIsCreating(false)} onCreated={setRunId} />}
    </>
  );
};
