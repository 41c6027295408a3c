// The in-call view (spec "Phone dialog (PBX)"): who, the call's state and time, and mute, hang up and speaker; an
// incoming call rings with answer and decline.
import { Mic, MicOff, Phone, PhoneOff, Volume2, VolumeX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/Button';
import { formatDuration } from '../lib/history';
import { answerCall, hangUp, type TCall, toggleMute, toggleSpeaker } from '../lib/phone-store';

const useElapsed = (since: number | null) => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!since) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [since]);
  return since ? formatDuration((now - since) / 1000) : null;
};

export const InCallView = ({ call }: { call: TCall }) => {
  const { t } = useTranslation('phone');
  const elapsed = useElapsed(call.answeredAt);
  return (
    <div className="grid justify-items-center gap-4 py-2" data-testid="phone-in-call" data-call-status={call.status}>
      <div className="flex size-16 items-center justify-center rounded-full bg-brand-100 text-brand-900">
        <Phone aria-hidden="true" className="size-7" />
      </div>
      <div className="text-center">
        <p className="text-lg font-semibold text-slate-900">{call.name}</p>
        <p className="font-mono text-sm text-slate-600">{call.number}</p>
        <p className="mt-1 text-sm text-slate-700" role="status" data-testid="phone-call-status">
          {t(`call.${call.status}`)}
          {elapsed && <span> · {elapsed}</span>}
        </p>
      </div>
      {call.status === 'incoming' ? (
        <div className="flex gap-3">
          <Button variant="destructive" onClick={hangUp}>
            <PhoneOff aria-hidden="true" />
            {t('call.decline')}
          </Button>
          <Button className="bg-emerald-700 hover:bg-emerald-800" onClick={answerCall}>
            <Phone aria-hidden="true" />
            {t('call.answer')}
          </Button>
        </div>
      ) : (
        <div className="grid w-full grid-cols-3 gap-2">
          <Button variant="outline" className="px-2" aria-pressed={call.isMuted} onClick={toggleMute}>
            {call.isMuted ? <MicOff aria-hidden="true" /> : <Mic aria-hidden="true" />}
            {call.isMuted ? t('call.unmute') : t('call.mute')}
          </Button>
          <Button variant="destructive" className="px-2" onClick={hangUp}>
            <PhoneOff aria-hidden="true" />
            {t('call.hangUp')}
          </Button>
          <Button variant="outline" className="px-2" aria-pressed={call.isSpeakerOn} onClick={toggleSpeaker}>
            {call.isSpeakerOn ? <Volume2 aria-hidden="true" /> : <VolumeX aria-hidden="true" />}
            {t('call.speaker')}
          </Button>
        </div>
      )}
    </div>
  );
};
