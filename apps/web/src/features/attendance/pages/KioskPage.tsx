// /attendance/:deviceId — the kiosk (spec "attendance", issue 13): a paired tablet, full screen, bilingual, large touch
// targets. Not paired yet: the admin's one-time code. Paired: the guard picks themselves (search or employee number),
// the camera checks the face and the liveness challenge the server issued for the round, the server answers in/out or
// why not. Without network the kiosk draws its own challenge, and the punch is queued with a signed stamp and sent
// when the network returns (the server flags it for review: no server nonce could prove its liveness).
import type { TKioskInfo, TPunchResult } from '@centinela/shared/contracts/attendance';
import { drawChallenge } from '@centinela/shared/rules/face-liveness';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, CloudOff, XCircle } from 'lucide-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '@/components/brand/BrandMark';
import { Button } from '@/components/ui/Button';
import { Input } from '@/components/ui/Input';
import { Spinner } from '@/components/ui/Spinner';
import { loadAllCatalogs } from '@/i18n';
import { useLanguage } from '@/i18n/useLanguage';
import { apiKey } from '@/lib/api-client';
import { isApiError } from '@/lib/api';
import * as attendanceApi from '@centinela/shared/endpoints/attendance';
import { FaceCheck, type TRoundChallenge } from '../components/FaceCheck';
import { fetchKioskChallenge, pairKiosk, sendKioskPunch, useKiosk } from '../hooks/useAttendance';
import { useKioskQueue } from '../hooks/useKioskQueue';
import type { TCapturedFrame } from '../lib/face-camera';
import { enqueuePunch } from '../lib/offline-queue';
import { PUNCH_ANSWER_KEYS } from '../lib/punch-answer';

const big = 'h-16 px-8 text-xl';

const LanguageSwitch = () => {
  const { language, setLanguage } = useLanguage();
  // Both languages are loaded up front: a guard may switch while the network is down.
  useEffect(() => {
    void Promise.all([loadAllCatalogs('es'), loadAllCatalogs('en')]).catch(() => undefined);
  }, []);
  return (
    <div className="flex gap-2">
      {(['es', 'en'] as const).map((l) => (
        <Button
          key={l}
          variant={l === language ? 'default' : 'outline'}
          className="h-12 px-5 text-lg"
          onClick={() => setLanguage(l)}
          aria-pressed={l === language}
        >
          {l === 'es' ? 'Español' : 'English'}
        </Button>
      ))}
    </div>
  );
};

const PairForm = () => {
  const { t } = useTranslation(['attendance']);
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await pairKiosk(code);
      await queryClient.invalidateQueries({ queryKey: apiKey(attendanceApi.kiosk) });
    } catch {
      setError(t('kiosk.pairFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className="flex w-full max-w-md flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h1 className="text-3xl font-semibold">{t('kiosk.pairTitle')}</h1>
      <p className="text-lg text-muted-foreground">{t('kiosk.pairHelp')}</p>
      <label className="text-lg font-medium" htmlFor="pairing-code">
        {t('kiosk.pairCode')}
      </label>
      <Input
        id="pairing-code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        className="h-16 text-center font-mono text-3xl tracking-widest"
        autoComplete="off"
      />
      {error && (
        <p role="alert" className="text-lg text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" className={big} disabled={busy || code.trim().length < 8}>
        {t('kiosk.pair')}
      </Button>
    </form>
  );
};

type TStep =
  | { kind: 'pick' }
  | { kind: 'camera'; guard: TKioskInfo['guards'][number] }
  | { kind: 'sending'; guard: TKioskInfo['guards'][number] }
  | { kind: 'answer'; result: TPunchResult; elapsedMs: number }
  | { kind: 'queued'; guardName: string }
  | { kind: 'error'; message: string };

const Answer = ({ result, timeZone, elapsedMs }: { result: TPunchResult; timeZone: string; elapsedMs: number }) => {
  const { t, i18n } = useTranslation(['attendance']);
  const accepted = result.outcome === 'accepted';
  const time = result.record
    ? new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short', timeZone }).format(new Date(result.record.timestamp))
    : '';
  return (
    <div
      role="status"
      className="flex flex-col items-center gap-4 text-center"
      data-testid="punch-answer"
      data-outcome={result.outcome}
      data-elapsed-ms={elapsedMs}
    >
      {accepted ? (
        <CheckCircle2 className="size-24 text-emerald-600" aria-hidden />
      ) : (
        <XCircle className="size-24 text-destructive" aria-hidden />
      )}
      <p className="text-4xl font-semibold">{result.guardName}</p>
      <p className="text-3xl">
        {accepted && result.record
          ? t(PUNCH_ANSWER_KEYS[result.record.type], { time })
          : t(`refusals.${result.reason ?? 'face_mismatch'}`, { distance: result.distanceMeters ?? 0 })}
      </p>
      {accepted && result.record?.lateMinutes ? (
        <p className="text-2xl text-amber-700">{t('answer.late', { minutes: result.record.lateMinutes })}</p>
      ) : null}
    </div>
  );
};

const GuardPicker = ({ info, onPick }: { info: TKioskInfo; onPick: (guard: TKioskInfo['guards'][number]) => void }) => {
  const { t } = useTranslation(['attendance']);
  const [search, setSearch] = useState('');
  const matches = useMemo(() => {
    const words = search.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
    if (!words.length) return [];
    return info.guards
      .filter((g) => words.every((w) => g.name.toLocaleLowerCase().includes(w) || (g.employeeNumber ?? '').toLocaleLowerCase() === w))
      .slice(0, 8);
  }, [search, info.guards]);
  return (
    <div className="flex w-full max-w-2xl flex-col gap-4">
      <label htmlFor="guard-search" className="text-2xl font-semibold">
        {t('kiosk.who')}
      </label>
      <Input
        id="guard-search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        placeholder={t('kiosk.searchPlaceholder')}
        className="h-16 text-2xl"
        autoComplete="off"
      />
      <ul className="flex flex-col gap-3" aria-label={t('kiosk.results')}>
        {matches.map((g) => (
          <li key={g.id}>
            <Button
              variant="outline"
              className="h-20 w-full justify-between px-6 text-2xl"
              onClick={() => onPick(g)}
              disabled={!g.enrolled}
            >
              <span>{g.name}</span>
              <span className="text-lg text-muted-foreground">{g.enrolled ? (g.employeeNumber ?? '') : t('kiosk.notEnrolled')}</span>
            </Button>
          </li>
        ))}
        {search.trim() && matches.length === 0 && <li className="text-xl text-muted-foreground">{t('kiosk.noMatch')}</li>}
      </ul>
    </div>
  );
};

/** The server issues each round's challenge; without network the kiosk draws one itself (the punch is then queued). */
const roundChallenge = async (kind: TKioskInfo['challengeKind'] | undefined): Promise<TRoundChallenge> => {
  try {
    const issued = await fetchKioskChallenge();
    return { challenge: issued.challenge, ref: { challengeId: issued.challengeId, nonce: issued.nonce } };
  } catch (error) {
    if (isApiError(error) && error.status === 0 && kind) return { challenge: drawChallenge(kind), ref: null };
    throw error;
  }
};

export const KioskPage = () => {
  const { t } = useTranslation(['attendance']);
  const kiosk = useKiosk();
  const info = kiosk.data;
  const [postId, setPostId] = useState<string | null>(null);
  const [step, setStep] = useState<TStep>({ kind: 'pick' });
  const { queued, refresh: refreshQueue } = useKioskQueue(info);
  const activePost = postId ?? info?.posts[0]?.id ?? null;

  // Back to the picker a few seconds after an answer.
  useEffect(() => {
    if (step.kind !== 'answer' && step.kind !== 'queued' && step.kind !== 'error') return;
    const timer = window.setTimeout(() => setStep({ kind: 'pick' }), 8000);
    return () => window.clearTimeout(timer);
  }, [step]);

  const challengeKind = info?.challengeKind;
  const issueChallenge = useCallback(() => roundChallenge(challengeKind), [challengeKind]);

  const onChallengeError = useCallback(
    (error: unknown) => setStep({ kind: 'error', message: isApiError(error) ? error.serverMessage : t('kiosk.failed') }),
    [t],
  );

  const onFrames = useCallback(
    async (frames: TCapturedFrame[], round: TRoundChallenge) => {
      if (!info || !activePost || step.kind !== 'camera') return;
      const guard = step.guard;
      const punch = { guardId: guard.id, postId: activePost, challenge: round.challenge, frames };
      const occurredAt = new Date();
      const queue = async () => {
        await enqueuePunch(info.deviceId, info.stampKey, punch, occurredAt);
        refreshQueue();
        setStep({ kind: 'queued', guardName: guard.name });
      };
      setStep({ kind: 'sending', guard });
      if (!round.ref) return queue();
      const started = performance.now();
      try {
        const result = await sendKioskPunch({ ...punch, ...round.ref });
        setStep({ kind: 'answer', result, elapsedMs: Math.round(performance.now() - started) });
      } catch (error) {
        if (isApiError(error) && error.status === 0) await queue();
        else onChallengeError(error);
      }
    },
    [info, activePost, step, onChallengeError, refreshQueue],
  );

  const unpaired = kiosk.isError && isApiError(kiosk.error) && kiosk.error.status === 401;
  return (
    <main className="flex min-h-screen flex-col bg-background">
      <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 border-b px-4 py-3 sm:px-6 sm:py-4">
        <div className="flex min-w-0 items-center gap-3 sm:gap-4">
          <BrandMark />
          {info && <span className="text-xl font-semibold">{info.name}</span>}
        </div>
        <div className="flex flex-wrap items-center gap-2 sm:gap-4">
          {queued > 0 && (
            <span className="flex items-center gap-2 text-lg text-amber-700" data-testid="offline-queue">
              <CloudOff className="size-6" aria-hidden />
              {t('kiosk.queued', { count: queued })}
            </span>
          )}
          <LanguageSwitch />
        </div>
      </header>
      <section className="flex flex-1 flex-col items-center justify-center gap-8 p-6">
        {kiosk.isPending ? (
          <Spinner className="size-12" />
        ) : unpaired ? (
          <PairForm />
        ) : !info ? (
          <p role="alert" className="text-2xl">
            {t('kiosk.failed')}
          </p>
        ) : info.posts.length === 0 ? (
          <p className="text-2xl">{t('kiosk.noPosts')}</p>
        ) : (
          <>
            {info.posts.length > 1 && step.kind === 'pick' && (
              <fieldset className="flex flex-wrap justify-center gap-3">
                <legend className="sr-only">{t('kiosk.post')}</legend>
                {info.posts.map((p) => (
                  <Button
                    key={p.id}
                    variant={p.id === activePost ? 'default' : 'outline'}
                    className="h-14 px-6 text-lg"
                    onClick={() => setPostId(p.id)}
                    aria-pressed={p.id === activePost}
                  >
                    {p.name}
                  </Button>
                ))}
              </fieldset>
            )}
            {step.kind === 'pick' && <GuardPicker info={info} onPick={(guard) => setStep({ kind: 'camera', guard })} />}
            {step.kind === 'camera' && (
              <>
                <p className="text-3xl font-semibold">{step.guard.name}</p>
                <FaceCheck
                  issueChallenge={issueChallenge}
                  onFrames={onFrames}
                  onError={onChallengeError}
                  onCancel={() => setStep({ kind: 'pick' })}
                />
              </>
            )}
            {step.kind === 'sending' && (
              <div className="flex flex-col items-center gap-4">
                <Spinner className="size-12" />
                <p className="text-2xl">{t('kiosk.verifying', { name: step.guard.name })}</p>
              </div>
            )}
            {step.kind === 'answer' && <Answer result={step.result} timeZone={info.timeZone} elapsedMs={step.elapsedMs} />}
            {step.kind === 'queued' && (
              <div role="status" className="flex flex-col items-center gap-4 text-center" data-testid="punch-queued">
                <CloudOff className="size-24 text-amber-600" aria-hidden />
                <p className="text-3xl">{t('kiosk.savedOffline', { name: step.guardName })}</p>
              </div>
            )}
            {step.kind === 'error' && (
              <p role="alert" className="text-2xl text-destructive">
                {step.message}
              </p>
            )}
            {(step.kind === 'answer' || step.kind === 'queued' || step.kind === 'error') && (
              <Button className={big} onClick={() => setStep({ kind: 'pick' })}>
                {t('kiosk.next')}
              </Button>
            )}
          </>
        )}
      </section>
    </main>
  );
};
