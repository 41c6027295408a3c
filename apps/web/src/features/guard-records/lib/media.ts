// Microphone access with the spec's error messages (section 8 "Camera and microphone") as translation keys; the camera
// is the app's one camera kit (components/camera).
export { stopStream } from '@/components/camera';

export type TMediaErrorKey =
  | 'microphone.denied'
  | 'microphone.notFound'
  | 'microphone.inUse'
  | 'microphone.unsupported'
  | 'microphone.unavailable';

export class MediaAccessError extends Error {
  constructor(readonly key: TMediaErrorKey) {
    super(key);
    this.name = 'MediaAccessError';
  }
}

const errorName = (error: unknown) => (error instanceof DOMException || error instanceof Error ? error.name : '');

export const microphoneErrorKey = (error: unknown): TMediaErrorKey => {
  if (error instanceof MediaAccessError) return error.key;
  switch (errorName(error)) {
    case 'NotAllowedError':
    case 'SecurityError':
      return 'microphone.denied';
    case 'NotFoundError':
    case 'OverconstrainedError':
      return 'microphone.notFound';
    case 'NotReadableError':
    case 'AbortError':
      return 'microphone.inUse';
    default:
      return 'microphone.unavailable';
  }
};

export const openMicrophone = async (): Promise<MediaStream> => {
  if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') throw new MediaAccessError('microphone.unsupported');
  return navigator.mediaDevices.getUserMedia({ audio: true, video: false });
};

/** The first container the browser can record, video or audio. */
export const pickMimeType = (candidates: string[]) =>
  typeof MediaRecorder !== 'undefined' ? candidates.find((type) => MediaRecorder.isTypeSupported(type)) : undefined;
