// Push-to-talk on a radio channel: hold the button (or Space/Enter on it) to record with the microphone (MediaRecorder,
// webm/opus), release to send; recording stops by itself at 30 seconds (spec: up to 30 s).
import { CHAT_LIMITS } from '@centinela/shared/contracts/chat';
import { Mic } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/Button';
import { cn } from '@/lib/cn';
import { errorMessage } from '@/lib/errors';
import { useSendVoice } from '../hooks/useChat';
import { formatClipDuration, recorderMimeType } from '../lib';

type TRecording = { recorder: MediaRecorder; stream: MediaStream; startedAt: number; chunks: Blob[]; timer: ReturnType<typeof setTimeout> };

export const PushToTalkButton = ({ channelId }: { channelId: string }) => {
  const { t } = useTranslation('chat');
  const sendVoice = useSendVoice();
  const recording = useRef<TRecording | null>(null);
  const isHeld = useRef(false);
  const [elapsed, setElapsed] = useState<number | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the ticker runs while recording (elapsed set), not on each tick
  useEffect(() => {
    if (elapsed === null) return;
    const tick = setInterval(() => recording.current && setElapsed(Date.now() - recording.current.startedAt), 250);
    return () => clearInterval(tick);
  }, [elapsed === null]);

  const stop = () => {
    isHeld.current = false;
    const current = recording.current;
    if (!current) return;
    recording.current = null;
    clearTimeout(current.timer);
    if (current.recorder.state !== 'inactive') current.recorder.stop();
  };

  const start = async () => {
    if (recording.current || sendVoice.isPending) return;
    isHeld.current = true;
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch (error) {
      isHeld.current = false;
      toast.error(t('microphoneError', { message: errorMessage(error) }));
      return;
    }
    if (!isHeld.current) {
      // Released before the microphone opened: nothing to send.
      for (const track of stream.getTracks()) track.stop();
      return;
    }
    const mimeType = recorderMimeType((type) => MediaRecorder.isTypeSupported(type));
    const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    const current: TRecording = {
      recorder,
      stream,
      startedAt: Date.now(),
      chunks: [],
      timer: setTimeout(stop, CHAT_LIMITS.voiceMaxMs),
    };
    recorder.ondataavailable = (event) => event.data.size > 0 && current.chunks.push(event.data);
    recorder.onstop = () => {
      for (const track of stream.getTracks()) track.stop();
      setElapsed(null);
      const durationMs = Math.min(CHAT_LIMITS.voiceMaxMs, Date.now() - current.startedAt);
      const blob = new Blob(current.chunks, { type: 'audio/webm' });
      if (durationMs < 300 || blob.size === 0) {
        toast.info(t('holdToTalkHint'));
        return;
      }
      sendVoice.mutate(
        { channelId, blob, durationMs },
        { onError: (error) => toast.error(t('voiceFailed', { message: errorMessage(error) })) },
      );
    };
    recording.current = current;
    recorder.start(250);
    setElapsed(0);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: releases the microphone when the thread closes
  useEffect(() => () => stop(), []);

  const isRecording = elapsed !== null;
  return (
    <Button
      type="button"
      variant={isRecording ? 'destructive' : 'outline'}
      className={cn('touch-none select-none', isRecording && 'animate-pulse')}
      aria-pressed={isRecording}
      data-testid="push-to-talk"
      disabled={sendVoice.isPending}
      onPointerDown={(event) => {
        event.preventDefault();
        void start();
      }}
      onPointerUp={stop}
      onPointerLeave={stop}
      onPointerCancel={stop}
      onKeyDown={(event) => {
        if ((event.key === ' ' || event.key === 'Enter') && !event.repeat) {
          event.preventDefault();
          void start();
        }
      }}
      onKeyUp={(event) => {
        if (event.key === ' ' || event.key === 'Enter') stop();
      }}
      onContextMenu={(event) => event.preventDefault()}
    >
      <Mic aria-hidden="true" />
      {isRecording
        ? t('recording', { time: formatClipDuration(elapsed), max: formatClipDuration(CHAT_LIMITS.voiceMaxMs) })
        : sendVoice.isPending
          ? t('sendingVoice')
          : t('holdToTalk')}
    </Button>
  );
};
