// Issue 29: the phone's check-in asks the server for the round's challenge before the camera keeps any frame, performs
// the kind the server named, and sends the challenge's id and nonce with the frames and the position's accuracy; a
// punch outside the post's area is recorded and said to be flagged; a challenge the server will not issue stops there.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/test/fixtures';
import { PhoneCheckInCard } from './PhoneCheckInCard';

const events: string[] = [];
const video = { current: document.createElement('video') };
vi.mock('@/components/camera', () => ({
  useCamera: () => ({ videoRef: video, isReady: true, error: null, restart: vi.fn(), capture: vi.fn() }),
  cameraErrorOf: () => 'unknown',
}));
vi.mock('../lib/face-camera', () => ({
  loadHuman: async () => ({}),
  captureChallenge: async ({ challenge }: { challenge: string | null }) => {
    events.push(`capture ${challenge}`);
    return { kind: 'ready', frames: [{ t: 0, jpeg: '/9j/AAAA' }] };
  },
}));

const POST = '00000000-0000-4000-8000-0000000000a1';
const record = {
  id: '00000000-0000-4000-8000-0000000000b1',
  companyId: '00000000-0000-4000-8000-0000000000c1',
  guardId: '00000000-0000-4000-8000-000000000001',
  guardName: 'Luis Rivera',
  employeeNumber: null,
  type: 'check_in',
  timestamp: '2026-11-27T12:00:00.000Z',
  verifiedAt: '2026-11-27T12:00:00.000Z',
  faceDistance: 0.1,
  latitude: 18.4755,
  longitude: -66.1057,
  distanceMeters: 1112,
  deviceId: null,
  shiftId: null,
  shiftDate: null,
  rosterId: null,
  shiftNumber: null,
  postId: POST,
  postName: 'Torre',
  source: 'phone',
  offline: false,
  unscheduled: true,
  lateMinutes: 0,
  flags: ['outside_geofence'],
  correctedAt: null,
  correctionReason: null,
  createdAt: '2026-11-27T12:00:00.000Z',
  can: { correct: false },
};

const renderCard = (challengeReply: { status: number; body: unknown }) => {
  const fetchSpy = stubFetch({
    'GET /api/attendance/phone': {
      body: {
        challengeKind: 'any',
        enrolled: true,
        shift: { postId: POST, postName: 'Torre', startsAt: '2026-11-27T11:00:00.000Z', endsAt: '2026-11-27T19:00:00.000Z' },
        lastType: null,
      },
    },
    'POST /api/attendance/challenges/phone': () => {
      events.push('challenge');
      return challengeReply;
    },
    'POST /api/attendance/punches/phone': {
      body: {
        outcome: 'accepted',
        reason: null,
        distanceMeters: 1112,
        matchScore: 0.9,
        livenessPassed: true,
        guardName: 'Luis Rivera',
        record,
        elapsedMs: 300,
      },
    },
  });
  vi.stubGlobal('navigator', {
    ...navigator,
    geolocation: {
      getCurrentPosition: (ok: (p: unknown) => void) => ok({ coords: { latitude: 18.4755, longitude: -66.1057, accuracy: 12 } }),
    },
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PhoneCheckInCard />
    </QueryClientProvider>,
  );
  return fetchSpy;
};

const punchBodies = (fetchSpy: ReturnType<typeof stubFetch>) =>
  fetchSpy.mock.calls
    .filter(([url, init]) => String(url).includes('/api/attendance/punches/phone') && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)));

beforeEach(() => {
  events.length = 0;
});

describe('PhoneCheckInCard', () => {
  it("gets the server's challenge before capturing, performs it, and sends its id and nonce with the accuracy", async () => {
    const fetchSpy = renderCard({
      status: 201,
      body: {
        challengeId: '00000000-0000-4000-8000-00000000c4a1',
        nonce: 'n'.repeat(43),
        challenge: 'blink',
        expiresAt: '2026-11-27T12:01:00.000Z',
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Marcar entrada' }));
    await waitFor(() => expect(punchBodies(fetchSpy)).toHaveLength(1));
    expect(events).toEqual(['challenge', 'capture blink']);
    const [body] = punchBodies(fetchSpy);
    expect(body).toMatchObject({
      postId: POST,
      challengeId: '00000000-0000-4000-8000-00000000c4a1',
      nonce: 'n'.repeat(43),
      frames: [{ t: 0, jpeg: '/9j/AAAA' }],
      latitude: 18.4755,
      longitude: -66.1057,
      accuracy: 12,
    });
    expect(body).not.toHaveProperty('challenge');
    expect(await screen.findByTestId('phone-flagged')).toHaveTextContent(
      'Registrado a 1112 m del puesto, fuera de su zona: marcado para que su supervisor lo revise.',
    );
  });

  it('says why when the server issues no challenge, and captures nothing', async () => {
    const fetchSpy = renderCard({
      status: 403,
      body: { message: 'Solo los guardias registran su asistencia desde el teléfono.', code: 'GUARDS_ONLY_PUNCH' },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Marcar entrada' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Solo los guardias registran su asistencia desde el teléfono.');
    expect(events).toEqual(['challenge']);
    expect(punchBodies(fetchSpy)).toHaveLength(0);
  });
});
