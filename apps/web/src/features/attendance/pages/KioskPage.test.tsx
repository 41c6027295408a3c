// Issue 29: the kiosk asks the server for each round's challenge before the camera keeps any frame, performs the kind
// the server named and sends the challenge's id and nonce with the punch. Without network it draws its own challenge
// from the company's kind and queues the punch with its signed stamp (the server flags it for review).
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '@/test/fixtures';
import { readQueue } from '../lib/offline-queue';
import { KioskPage } from './KioskPage';

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
    return {
      kind: 'ready',
      frames: [
        { t: 0, jpeg: '/9j/AAAA' },
        { t: 300, jpeg: '/9j/BBBB' },
      ],
    };
  },
}));

const DEVICE = '00000000-0000-4000-8000-0000000000d1';
const POST = '00000000-0000-4000-8000-0000000000a1';
const GUARD = '00000000-0000-4000-8000-000000000001';
const CHALLENGE = '00000000-0000-4000-8000-00000000c4a1';

const renderKiosk = (challengeRoute: () => { status: number; body: unknown }) => {
  const fetchSpy = stubFetch({
    'GET /api/attendance/kiosk': {
      body: {
        deviceId: DEVICE,
        name: 'Lobby',
        companyName: 'Centinela',
        timeZone: 'America/Puerto_Rico',
        posts: [{ id: POST, name: 'Torre' }],
        challengeKind: 'blink',
        stampKey: 'ab'.repeat(32),
        guards: [{ id: GUARD, name: 'Luis Rivera', employeeNumber: '17', enrolled: true }],
      },
    },
    'POST /api/attendance/challenges': () => {
      events.push('challenge');
      return challengeRoute();
    },
    'POST /api/attendance/punches': {
      body: {
        outcome: 'accepted',
        reason: null,
        distanceMeters: null,
        matchScore: 0.9,
        livenessPassed: true,
        guardName: 'Luis Rivera',
        record: null,
        elapsedMs: 250,
      },
    },
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <KioskPage />
    </QueryClientProvider>,
  );
  return fetchSpy;
};

const punchBodies = (fetchSpy: ReturnType<typeof stubFetch>) =>
  fetchSpy.mock.calls
    .filter(([url, init]) => String(url).endsWith('/api/attendance/punches') && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)));

const pickLuis = async () => {
  await userEvent.type(await screen.findByLabelText('¿Quién es usted?'), 'Luis');
  await userEvent.click(await screen.findByRole('button', { name: /Luis Rivera/ }));
};

beforeEach(() => {
  events.length = 0;
});

describe('KioskPage', () => {
  it("gets the server's challenge before capturing, performs that one and sends its id and nonce", async () => {
    const fetchSpy = renderKiosk(() => ({
      status: 201,
      body: { challengeId: CHALLENGE, nonce: 'n'.repeat(43), challenge: 'turn_right', expiresAt: '2026-11-27T12:01:00.000Z' },
    }));
    await pickLuis();
    await waitFor(() => expect(punchBodies(fetchSpy)).toHaveLength(1));
    expect(events).toEqual(['challenge', 'capture turn_right']);
    expect(punchBodies(fetchSpy)[0]).toMatchObject({
      guardId: GUARD,
      postId: POST,
      challengeId: CHALLENGE,
      nonce: 'n'.repeat(43),
      challenge: 'turn_right',
      frames: [
        { t: 0, jpeg: '/9j/AAAA' },
        { t: 300, jpeg: '/9j/BBBB' },
      ],
    });
    expect(await screen.findByTestId('punch-answer')).toHaveAttribute('data-outcome', 'accepted');
  });

  it("without network draws the company's kind itself and queues the punch with its stamp, no challenge reference", async () => {
    const fetchSpy = renderKiosk(() => {
      throw new TypeError('Failed to fetch');
    });
    await pickLuis();
    expect(await screen.findByTestId('punch-queued')).toBeVisible();
    expect(events).toEqual(['challenge', 'capture blink']);
    expect(punchBodies(fetchSpy)).toHaveLength(0);
    const [queued] = readQueue(DEVICE);
    expect(queued).toMatchObject({ guardId: GUARD, postId: POST, challenge: 'blink' });
    expect(queued.offline.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(queued).not.toHaveProperty('challengeId');
  });

  it('says why when the server refuses to issue a challenge, and captures nothing', async () => {
    const fetchSpy = renderKiosk(() => ({ status: 401, body: { message: 'Inicie sesión.', code: 'UNAUTHENTICATED' } }));
    await pickLuis();
    expect(await screen.findByRole('alert')).toHaveTextContent('Inicie sesión.');
    expect(events).toEqual(['challenge']);
    expect(punchBodies(fetchSpy)).toHaveLength(0);
  });
});
