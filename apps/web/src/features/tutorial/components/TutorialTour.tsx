// The running guided tour over the real screens: it opens each step's page, dims the rest and outlines the step's
// element, and shows the step's text with back, next (finish) and skip. The user's place is saved on the server at
// every step; the browser only remembers that a tour is running (ACTIVE_TOUR_KEY), so nobody else asks for progress.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/components/ui/Button';
import { useSession } from '@/features/auth/hooks/useSession';
import { useSaveTutorialProgress, useTutorialProgress } from '../hooks/useTutorial';
import { ACTIVE_TOUR_KEY, stepsFor } from '../lib/tours';

type TRect = { top: number; left: number; width: number; height: number };

const isTourRunning = () => {
  try {
    return localStorage.getItem(ACTIVE_TOUR_KEY) === '1';
  } catch {
    return false;
  }
};

export const startTour = () => {
  try {
    localStorage.setItem(ACTIVE_TOUR_KEY, '1');
  } catch {
    // storage blocked: the tour still runs on this page
  }
  window.dispatchEvent(new Event('centinela-tutorial-change'));
};

const stopTour = () => {
  try {
    localStorage.removeItem(ACTIVE_TOUR_KEY);
  } catch {
    // nothing to clear
  }
  window.dispatchEvent(new Event('centinela-tutorial-change'));
};

/** The element's box, followed while the page lays out (it may appear after the page's data loads). */
const useTargetRect = (selector: string | null, pathname: string) => {
  const [rect, setRect] = useState<TRect | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-measured when the page changes
  useLayoutEffect(() => {
    if (!selector) return setRect(null);
    let frame = 0;
    let isScrolled = false;
    const measure = () => {
      const element = document.querySelector(selector);
      const box = element?.getBoundingClientRect();
      if (element && box && box.width > 0 && box.height > 0) {
        if (!isScrolled) {
          element.scrollIntoView({ block: 'nearest' });
          isScrolled = true;
        }
        setRect((old) =>
          old && old.top === box.top && old.left === box.left && old.width === box.width && old.height === box.height
            ? old
            : { top: box.top, left: box.left, width: box.width, height: box.height },
        );
      } else setRect(null);
      frame = window.setTimeout(measure, 250);
    };
    measure();
    return () => window.clearTimeout(frame);
  }, [selector, pathname]);
  return rect;
};

const Runner = () => {
  const { t } = useTranslation('tutorial');
  const { subject } = useSession();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const progress = useTutorialProgress();
  const save = useSaveTutorialProgress();
  const tour = progress.data?.tour;
  const steps = tour ? stepsFor(tour, subject) : [];
  const index = Math.min(progress.data?.step ?? 0, Math.max(0, steps.length - 1));
  const step = steps[index];
  const isOnPage = step ? pathname === step.path : false;
  const rect = useTargetRect(isOnPage && step ? step.target : null, pathname);

  useEffect(() => {
    if (progress.data && progress.data.status !== 'active') stopTour();
  }, [progress.data]);
  // Each step opens its page once; the user may still go elsewhere (the card stays, without dimming the page).
  const openedStep = useRef<number | null>(null);
  useEffect(() => {
    if (!step || openedStep.current === index) return;
    openedStep.current = index;
    if (!isOnPage) navigate(step.path);
  }, [step, index, isOnPage, navigate]);

  if (!tour || !step || progress.data?.status !== 'active') return null;
  const go = (next: number) => save.mutate({ step: next, status: 'active' });
  const finish = () => save.mutate({ step: index, status: 'completed' }, { onSuccess: stopTour });
  const skip = () => save.mutate({ step: index, status: 'skipped' }, { onSuccess: stopTour });
  const isLast = index === steps.length - 1;
  const pad = 6;
  const cardTop = rect && rect.top + rect.height + 180 < window.innerHeight ? rect.top + rect.height + pad + 8 : undefined;

  return (
    <>
      {!isOnPage ? null : rect ? (
        <div
          aria-hidden="true"
          data-tour-highlight={step.key}
          className="pointer-events-none fixed z-[60] rounded-lg ring-4 ring-brand-400 transition-all"
          style={{
            top: rect.top - pad,
            left: rect.left - pad,
            width: rect.width + pad * 2,
            height: rect.height + pad * 2,
            boxShadow: '0 0 0 9999px rgb(15 23 42 / 0.45)',
          }}
        />
      ) : (
        <div aria-hidden="true" className="pointer-events-none fixed inset-0 z-[60] bg-slate-950/45" />
      )}
      <section
        role="dialog"
        aria-modal="false"
        aria-labelledby="tutorial-step-title"
        className="fixed right-4 left-4 z-[61] mx-auto grid max-w-md gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-xl sm:right-6 sm:left-auto"
        style={cardTop !== undefined ? { top: Math.min(cardTop, window.innerHeight - 200) } : { bottom: 24 }}
      >
        <p className="text-xs font-medium text-brand-800">{t('tour.stepOf', { step: index + 1, total: steps.length })}</p>
        <h2 id="tutorial-step-title" className="text-base font-semibold text-slate-900">
          {t(`${step.text}.title`)}
        </h2>
        <p className="text-sm text-slate-700">{t(`${step.text}.body`)}</p>
        <div className="flex flex-wrap justify-between gap-2">
          <Button variant="ghost" size="sm" disabled={save.isPending} onClick={skip}>
            {t('tour.skip')}
          </Button>
          <div className="flex gap-2">
            <Button variant="outline" size="sm" disabled={index === 0 || save.isPending} onClick={() => go(index - 1)}>
              {t('tour.back')}
            </Button>
            <Button size="sm" disabled={save.isPending} onClick={() => (isLast ? finish() : go(index + 1))}>
              {isLast ? t('tour.finish') : t('tour.next')}
            </Button>
          </div>
        </div>
      </section>
    </>
  );
};

/** Mounted once in the signed-in frame: renders nothing (and asks nothing) unless a tour is running. */
export const TutorialTour = () => {
  const [isRunning, setIsRunning] = useState(isTourRunning);
  useEffect(() => {
    const onChange = () => setIsRunning(isTourRunning());
    window.addEventListener('centinela-tutorial-change', onChange);
    window.addEventListener('storage', onChange);
    return () => {
      window.removeEventListener('centinela-tutorial-change', onChange);
      window.removeEventListener('storage', onChange);
    };
  }, []);
  return isRunning ? <Runner /> : null;
};
