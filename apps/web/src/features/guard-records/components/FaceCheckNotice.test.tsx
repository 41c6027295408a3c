// Issue 29: face photos with no face were saved with "saved successfully"; the tab now says which photos have no face.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '@/i18n';
import { faceCheckOf } from '../lib/face-check';
import { FaceCheckNotice } from './FaceCheckNotice';

const photos = (...counts: (number | null)[]) => counts.map((faceCount) => ({ faceCount }));

describe('face check', () => {
  it('finds the photos still being checked and those without exactly one face, by their number', () => {
    expect(faceCheckOf(photos(1, 0, null, 2, 0))).toEqual({
      checking: 1,
      unusable: [
        { n: 2, faceCount: 0 },
        { n: 4, faceCount: 2 },
        { n: 5, faceCount: 0 },
      ],
    });
  });

  it('names the photos with no face and with several (es)', () => {
    render(<FaceCheckNotice photos={photos(1, 0, 2, 0)} />);
    const alert = screen.getByTestId('face-check-unusable');
    expect(alert).toHaveTextContent('No se encontró ningún rostro en las fotos 2 y 4.');
    expect(alert).toHaveTextContent('La foto 3 tiene más de un rostro.');
    expect(alert).toHaveTextContent('Esas fotos no se usan para registrar la asistencia');
  });

  it('in English, one photo', async () => {
    await i18n.changeLanguage('en');
    render(<FaceCheckNotice photos={photos(0, 1)} />);
    expect(screen.getByTestId('face-check-unusable')).toHaveTextContent('No face was found on photo 1.');
    expect(screen.getByTestId('face-check-unusable')).toHaveTextContent('That photo is not used for attendance');
  });

  it('says the photos are being checked, and says nothing when every photo has one face', () => {
    const { unmount } = render(<FaceCheckNotice photos={photos(null, null, 1)} />);
    expect(screen.getByTestId('face-check-pending')).toHaveTextContent('Comprobando el rostro de 2 fotos…');
    expect(screen.queryByTestId('face-check-unusable')).toBeNull();
    unmount();
    render(<FaceCheckNotice photos={photos(1, 1)} />);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });
});
