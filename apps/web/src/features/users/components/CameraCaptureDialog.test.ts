// The spec's four camera messages (section 8) come from getUserMedia's error names.
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { CAMERA_CONSTRAINTS, cameraErrorOf, PHOTO_JPEG_QUALITY } from './CameraCaptureDialog';

describe('camera capture', () => {
  it('maps getUserMedia failures to the four spec messages', async () => {
    await i18n.changeLanguage('en');
    const message = (name: string) => i18n.t(`users:camera.errors.${cameraErrorOf(new DOMException('x', name))}`);
    expect(message('NotAllowedError')).toBe('Camera access was denied. Please allow camera permissions and try again.');
    expect(message('NotFoundError')).toBe('No camera found. Please check your camera connection.');
    expect(message('NotReadableError')).toBe('Camera is being used by another application.');
    expect(message('TypeError')).toBe('Unable to access camera. Please check permissions.');
  });

  it('asks for 640x480 and captures JPEG at quality 0.8', () => {
    expect(CAMERA_CONSTRAINTS.video).toEqual({ width: { ideal: 640 }, height: { ideal: 480 } });
    expect(PHOTO_JPEG_QUALITY).toBe(0.8);
  });
});
