// Camera and microphone access with the spec's error messages (section 8 "Camera and microphone") as translation keys.

export type TMediaErrorKey =
  | 'camera.denied'
  | 'camera.notFound'
  | 'camera.inUse'
  | 'camera.unavailable'
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

export const cameraErrorKey = (error: unknown): TMediaErrorKey => {
  if (error instanceof MediaAccessError) return error.key;
  switch (errorName(error)) {
    case 'NotAllowedError':
    case 'SecurityError':
      return 'camera.denied';
    case 'NotFoundError':
    case 'OverconstrainedError':
      return 'camera.notFound';
    case 'NotReadableError':
    case 'AbortError':
      return 'camera.inUse';
    default:
      return 'camera.unavailable';
  }
};

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

/** Spec section 9: camera ideal size 640x480. */
export const openCamera = async (): Promise<MediaStream> => {
  if (!navigator.mediaDevices?.getUserMedia) throw new MediaAccessError('camera.unavailable');
  return navigator.mediaDevices.getUserMedia({
    video: { width: { ideal: 640 }, height: { ideal: 480 }, facingMode: 'user' },
    audio: false,
  });
};

export const openMicrophone = async (): Promise<MediaStream> => {
  if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') throw new MediaAccessError('microphone.unsupported');
  return navigator.mediaDevices.getUserMedia({ audio: true, video: false });
};

export const stopStream = (stream: MediaStream | null | undefined) => {
  for (const track of stream?.getTracks() ?? []) track.stop();
};

/** The first container the browser can record, video or audio. */
export const pickMimeType = (candidates: string[]) =>
  typeof MediaRecorder !== 'undefined' ? candidates.find((type) => MediaRecorder.isTypeSupported(type)) : undefined;

/** Spec section 9: photo capture as JPEG at quality 0.8. */
export const captureFrame = (video: HTMLVideoElement): Promise<Blob> =>
  new Promise((resolve, reject) => {
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth || 640;
    canvas.height = video.videoHeight || 480;
    const context = canvas.getContext('2d');
    if (!context) return reject(new MediaAccessError('camera.unavailable'));
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new MediaAccessError('camera.unavailable'))), 'image/jpeg', 0.8);
  });
