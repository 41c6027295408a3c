// The live camera of a component: started while `isActive`, shown in the <video> given `videoRef`, stopped when no longer
// active or unmounted. The capture dialog is built on it, and the kiosk's face check runs its liveness frames on it.
import { useCallback, useEffect, useRef, useState } from 'react';
import { CameraAccessError, captureJpeg, cameraErrorOf, openCamera, stopStream, type TCameraError } from './camera';

export const useCamera = (isActive: boolean) => {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [isReady, setIsReady] = useState(false);
  const [error, setError] = useState<TCameraError | null>(null);
  // Each restart is a new round with the camera opened afresh.
  const [round, setRound] = useState(0);

  useEffect(() => {
    if (!isActive || round < 0) return;
    let isCancelled = false;
    let stream: MediaStream | null = null;
    setIsReady(false);
    setError(null);
    openCamera()
      .then(async (opened) => {
        if (isCancelled) return stopStream(opened);
        stream = opened;
        const video = videoRef.current;
        if (video) {
          video.srcObject = opened;
          await video.play().catch(() => undefined);
        }
        if (!isCancelled) setIsReady(true);
      })
      .catch((failure: unknown) => {
        if (!isCancelled) setError(cameraErrorOf(failure));
      });
    return () => {
      isCancelled = true;
      stopStream(stream);
      if (videoRef.current) videoRef.current.srcObject = null;
    };
  }, [isActive, round]);

  /** The current frame as a JPEG (quality 0.8). */
  const capture = useCallback(
    () => (videoRef.current ? captureJpeg(videoRef.current) : Promise.reject(new CameraAccessError('unavailable'))),
    [],
  );
  const restart = useCallback(() => setRound((n) => n + 1), []);
  return { videoRef, isReady, error, capture, restart };
};
