// The face data tab says which saved photos have no face (issue 29: they were saved with "saved successfully").
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeSession, makeUser, stubFetch } from '@/test/fixtures';
import { FaceRecognitionTab } from './FaceRecognitionTab';

const GUARD = '00000000-0000-4000-8000-0000000000a1';
const photo = (n: number, faceCount: number | null) => ({
  id: `00000000-0000-4000-8000-00000000010${n}`,
  url: `/api/users/${GUARD}/face-photos/${n}/file`,
  size: 100,
  createdAt: '2030-01-01T12:00:00.000Z',
  hasDescriptor: faceCount === 1,
  faceCount,
});

describe('FaceRecognitionTab', () => {
  it('marks the photo without a face and names it, in Spanish', async () => {
    stubFetch({
      'GET /api/auth/me': { body: makeSession(makeUser('security_company_admin')) },
      [`GET /api/users/${GUARD}/face-recognition`]: {
        body: { facePhotos: [photo(1, 1), photo(2, 0)], faceVideo: null, faceRecognitionComplete: false },
      },
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <FaceRecognitionTab user={{ id: GUARD, role: 'security_guard', companyId: '00000000-0000-4000-8000-0000000000c1' }} />
      </QueryClientProvider>,
    );
    expect(await screen.findByTestId('face-check-unusable')).toHaveTextContent('No se encontró ningún rostro en la foto 2.');
    const tiles = screen.getAllByRole('listitem');
    expect(within(tiles[1]).getByTestId('face-photo-status')).toHaveTextContent('Sin rostro');
    expect(within(tiles[0]).queryByTestId('face-photo-status')).toBeNull();
  });
});
