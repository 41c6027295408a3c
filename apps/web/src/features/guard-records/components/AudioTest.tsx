// Microphone test (spec sections 4 and 8): record 5 s, then play or clear.
import { Mic, Play, Square, Trash2 } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '@/components/ui/Button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/Card';
import { microphoneErrorKey, openMicrophone, pickMimeType, stopStream } from '../lib/media';

export const AUDIO_TEST_SECONDS = 5;

type TState = 'idle' | 'recording' | 'recorded';

export const AudioTest = () => {
  const { t } = useTranslation('guardRecords');
  const [state, setState] = useState<TState>('idle');
  const [secondsLeft, setSecondsLeft] = useState(AUDIO_TEST_SECONDS);
  const [audioUrl, setAudioUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const timersRef = useRef<number[]>([]);

  // Only refs inside: stable for the component's life.
  const stopAll = useCallback(() => {
    for (const id of timersRef.current) window.clearTimeout(id);
    timersRef.current = [];
    stopStream(streamRef.current);
  }, []);

  useEffect(() => stopAll, [stopAll]);
  useEffect(() => () => (audioUrl ? URL.revokeObjectURL(audioUrl) : undefined), [audioUrl]);

  const onRecord = async () => {
    setError(null);
    let stream: MediaStream;
    try {
      stream = await openMicrophone();
    } catch (failure) {
      const message = t(`media.${microphoneErrorKey(failure)}`);
      setError(message);
      toast.error(t('toasts.error'), { description: message });
      return;
    }
    streamRef.current = stream;
    const mimeType = pickMimeType(['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg', 'audio/mp4']);
    const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => event.data.size && chunks.push(event.data);
    recorder.onstop = () => {
      stopStream(stream);
      streamRef.current = null;
      setAudioUrl(URL.createObjectURL(new Blob(chunks, { type: recorder.mimeType || 'audio/webm' })));
      setState('recorded');
      toast.success(t('audio.complete'), { description: t('audio.completeDescription') });
    };
    recorder.start();
    setState('recording');
    setSecondsLeft(AUDIO_TEST_SECONDS);
    for (let s = 1; s <= AUDIO_TEST_SECONDS; s++) {
      timersRef.current.push(window.setTimeout(() => setSecondsLeft(AUDIO_TEST_SECONDS - s), s * 1000));
    }
    timersRef.current.push(window.setTimeout(() => recorder.state !== 'inactive' && recorder.stop(), AUDIO_TEST_SECONDS * 1000));
  };

  const onClear = () => {
    audioRef.current?.pause();
    setAudioUrl(null);
    setState('idle');
    toast.success(t('audio.cleared'));
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('audio.title')}</CardTitle>
        <CardDescription>{t('audio.description', { seconds: AUDIO_TEST_SECONDS })}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-2">
          {state === 'recording' ? (
            <Button variant="destructive" disabled>
              <Square aria-hidden="true" />
              <span role="status">{t('audio.recording', { seconds: secondsLeft })}</span>
            </Button>
          ) : (
            <Button variant="outline" onClick={() => void onRecord()}>
              <Mic aria-hidden="true" />
              {state === 'recorded' ? t('audio.recordAgain') : t('audio.record')}
            </Button>
          )}
          {state === 'recorded' && audioUrl && (
            <>
              <Button variant="outline" onClick={() => void audioRef.current?.play()}>
                <Play aria-hidden="true" />
                {t('audio.play')}
              </Button>
              <Button variant="ghost" onClick={onClear}>
                <Trash2 aria-hidden="true" />
                {t('audio.clear')}
              </Button>
              {/* biome-ignore lint/a11y/useMediaCaption: a microphone test recording has no words to caption. */}
              <audio ref={audioRef} src={audioUrl} className="hidden" />
            </>
          )}
        </div>
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
      </CardContent>
    </Card>
  );
};
