// The camera, once for the whole app (profile photos, face photos, the guided face video, the kiosk's face check): the
// spec's request (front camera, ideal 640×480), its errors as one list of reasons (section 8 "Camera and microphone"),
// stopping a stream, and a frame as JPEG at quality 0.8 (section 9).

export const CAMERA_CONSTRAINTS = {
  video: { facingMode: 'user', width: { ideal: 640 }, height: { ideal: 480 } },
  audio: false,
} as const satisfies MediaStreamConstraints;

export const PHOTO_JPEG_QUALITY = 0.8;

/** Why the camera cannot be used; each has its sentence in the 'camera' catalog (camera:errors.<reason>). */
export type TCameraError = 'denied' | 'notFound' | 'inUse' | 'insecure' | 'unavailable';

/** A camera failure of our own (no camera API, no canvas), with its reason. */
export class CameraAccessError extends Error {
  constructor(readonly reason: TCameraError) {
    super(reason);
    this.name = 'CameraAccessError';
  }
}

/** Browsers give the camera only to secure pages (HTTPS or localhost). */
const isInsecurePage = () => typeof window !== 'undefined' && window.isSecureContext === false;

/** getUserMedia's error names → the reasons the user is told. */
export const cameraErrorOf = (error: unknown): TCameraError => {
  if (error instanceof CameraAccessError) return error.reason;
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'PermissionDeniedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError') return 'notFound';
  if (name === 'NotReadableError' || name === 'TrackStartError' || name === 'AbortError') return 'inUse';
  return isInsecurePage() ? 'insecure' : 'unavailable';
};

export const openCamera = async (): Promise<MediaStream> => {
  if (!navigator.mediaDevices?.getUserMedia) throw new CameraAccessError(isInsecurePage() ? 'insecure' : 'unavailable');
  return navigator.mediaDevices.getUserMedia(CAMERA_CONSTRAINTS);
};

/** Stops every track (the camera's light goes off); any stream, camera or microphone. */
export const stopStream = (stream: MediaStream | null | undefined) => {
  for (const track of stream?.getTracks() ?? []) track.stop();
};

/** The video's current frame as a JPEG. */
export const captureJpeg = (video: HTMLVideoElement, quality = PHOTO_JPEG_QUALITY): Promise<Blob> =>
  new Promise((resolve, reject) => {
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth || 640;
    canvas.height = video.videoHeight || 480;
    const context = canvas.getContext('2d');
    if (!context) return reject(new CameraAccessError('unavailable'));
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new CameraAccessError('unavailable'))), 'image/jpeg', quality);
  });
