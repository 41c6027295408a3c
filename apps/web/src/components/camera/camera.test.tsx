// The one camera kit: the spec's request and JPEG quality, getUserMedia's failures as the spec's messages, and the capture
// dialog saying why a camera cannot be used and stopping the camera when it closes.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n';
import { CAMERA_CONSTRAINTS, CameraCaptureDialog, cameraErrorOf, openCamera, PHOTO_JPEG_QUALITY } from './index';

const stubCamera = (getUserMedia: () => Promise<MediaStream>) =>
  vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia: vi.fn(getUserMedia) } });

afterEach(() => vi.unstubAllGlobals());

describe('camera', () => {
  it('maps getUserMedia failures to the spec messages', async () => {
    await i18n.changeLanguage('en');
    const message = (name: string) => i18n.t(`camera:errors.${cameraErrorOf(new DOMException('x', name))}`);
    expect(message('NotAllowedError')).toBe('Camera access was denied. Please allow camera permissions and try again.');
    expect(message('NotFoundError')).toBe('No camera found. Please check your camera connection.');
    expect(message('NotReadableError')).toBe('Camera is being used by another application.');
    expect(message('TypeError')).toBe('Unable to access camera. Please check permissions.');
  });

  it('asks for the front camera at 640x480 and captures JPEG at quality 0.8', async () => {
    const getUserMedia = vi.fn().mockResolvedValue({ getTracks: () => [] });
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
    await openCamera();
    expect(getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: 'user', width: { ideal: 640 }, height: { ideal: 480 } },
      audio: false,
    });
    expect(CAMERA_CONSTRAINTS.audio).toBe(false);
    expect(PHOTO_JPEG_QUALITY).toBe(0.8);
  });

  it('says an insecure page cannot use the camera (no camera API over plain HTTP)', async () => {
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: undefined });
    vi.stubGlobal('isSecureContext', false);
    await expect(openCamera()).rejects.toMatchObject({ reason: 'insecure' });
  });
});

describe('CameraCaptureDialog', () => {
  it('says why the camera cannot be used, with Capture disabled', async () => {
    stubCamera(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    render(<CameraCaptureDialog isOpen onClose={vi.fn()} onCapture={vi.fn()} title="Tomar una foto" description="Centre el rostro" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Se denegó el acceso a la cámara. Permita el uso de la cámara e inténtelo de nuevo.',
    );
    expect(screen.getByRole('button', { name: 'Capturar' })).toBeDisabled();
  });

  it('shows the live camera, and stops it when the dialog is cancelled', async () => {
    const stop = vi.fn();
    stubCamera(() => Promise.resolve({ getTracks: () => [{ stop }] } as unknown as MediaStream));
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const onClose = vi.fn();
    const { rerender } = render(
      <CameraCaptureDialog isOpen onClose={onClose} onCapture={vi.fn()} title="Tomar una foto" description="Centre el rostro" />,
    );
    await waitFor(() => expect(screen.getByRole('button', { name: 'Capturar' })).toBeEnabled());
    expect(screen.getByLabelText('Vista de la cámara')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalled();
    rerender(
      <CameraCaptureDialog isOpen={false} onClose={onClose} onCapture={vi.fn()} title="Tomar una foto" description="Centre el rostro" />,
    );
    await waitFor(() => expect(stop).toHaveBeenCalled());
  });
});
