// /tutorial: the guided tour of the user's role (start, resume or restart it; it runs over the real pages) and the
// checklist of first steps, ticked by the server from the company's real data.
import { CheckCircle2, Circle, GraduationCap, Play, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { LoadingState } from '@/components/ui/LoadingState';
import { PageHeader } from '@/components/ui/PageHeader';
import { useSession } from '@/features/auth/hooks/useSession';
import { errorMessage } from '@/lib/errors';
import { startTour } from '../components/TutorialTour';
import { useSaveTutorialProgress, useTutorialProgress } from '../hooks/useTutorial';
import { CHECKLIST_LINKS, stepsFor } from '../lib/tours';

export const TutorialPage = () => {
  const { t } = useTranslation('tutorial');
  const { subject } = useSession();
  const progress = useTutorialProgress();
  const save = useSaveTutorialProgress();
  if (progress.isPending) return <LoadingState label={t('states.loading')} />;
  if (progress.error || !progress.data)
    return <p className="text-sm text-red-700">{errorMessage(progress.error, t('states.fetchFailed'))}</p>;
  const { tour, status, step, checklist } = progress.data;
  const steps = stepsFor(tour, subject);
  const begin = (from: number) => save.mutate({ step: from, status: 'active' }, { onSuccess: startTour });
  const done = checklist.filter((i) => i.isDone).length;

  return (
    <div className="mx-auto grid max-w-4xl gap-4">
      <PageHeader description={t(`page.description.${tour}`)} />
      <Card className="grid gap-3 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="flex items-center gap-2 text-base font-semibold text-slate-900">
            <GraduationCap className="size-5 text-brand-700" aria-hidden="true" />
            {t('tour.title')}
          </h2>
          <Badge variant={status === 'completed' ? 'success' : status === 'notStarted' ? 'neutral' : 'warning'}>
            {t(`status.${status}`)}
          </Badge>
        </div>
        <ol className="grid gap-1 text-sm text-slate-700" aria-label={t('tour.stepsLabel')}>
          {steps.map((s, i) => (
            <li key={`${s.key}-${s.path}`} className="flex items-center gap-2">
              <span className="flex size-5 items-center justify-center rounded-full bg-slate-100 text-xs text-slate-700">{i + 1}</span>
              {t(`${s.text}.title`)}
            </li>
          ))}
        </ol>
        <div className="flex flex-wrap gap-2">
          {status === 'notStarted' && (
            <Button disabled={save.isPending} onClick={() => begin(0)}>
              <Play aria-hidden="true" />
              {t('tour.start')}
            </Button>
          )}
          {(status === 'active' || status === 'skipped') && (
            <Button disabled={save.isPending} onClick={() => begin(step)}>
              <Play aria-hidden="true" />
              {t('tour.resume', { step: Math.min(step + 1, steps.length) })}
            </Button>
          )}
          {status !== 'notStarted' && (
            <Button variant="outline" disabled={save.isPending} onClick={() => begin(0)}>
              <RotateCcw aria-hidden="true" />
              {t('tour.restart')}
            </Button>
          )}
        </div>
      </Card>
      <Card className="grid gap-3 p-4" data-tour="checklist">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-base font-semibold text-slate-900">{t('checklist.title')}</h2>
          <span className="text-sm text-slate-600">{t('checklist.progress', { done, total: checklist.length })}</span>
        </div>
        <p className="text-sm text-slate-600">{t('checklist.description')}</p>
        <ul className="grid gap-2" aria-label={t('checklist.title')}>
          {checklist.map((item) => {
            const link = CHECKLIST_LINKS[item.key];
            return (
              <li key={item.key} className="flex items-center gap-2 text-sm" data-done={item.isDone}>
                {item.isDone ? (
                  <CheckCircle2 className="size-5 shrink-0 text-emerald-600" aria-label={t('checklist.done')} />
                ) : (
                  <Circle className="size-5 shrink-0 text-slate-400" aria-label={t('checklist.toDo')} />
                )}
                <span className={item.isDone ? 'text-slate-600 line-through' : 'text-slate-900'}>{t(`checklist.items.${item.key}`)}</span>
                {link && !item.isDone && (
                  <Link to={link} className="ml-auto text-brand-700 underline">
                    {t('checklist.go')}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      </Card>
    </div>
  );
};
