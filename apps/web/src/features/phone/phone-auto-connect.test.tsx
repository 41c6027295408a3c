// Issue 29: "No SIP configuration" is a sign-in toast only for the roles that work the phone (company staff); a guard
// or a customer company admin without a SIP account is not told at every sign-in — the notice waits in the phone
// dialog. A SIP account left incomplete is still said to anyone.
import type { TRole } from '@centinela/shared';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noteSignInThroughForm } from '@/features/auth/sign-in-moment';
import { createQueryClient, SESSION_QUERY_KEY } from '@/lib/query-client';
import { makeSession, makeUser, stubFetch } from '@/test/fixtures';
import { expectsPhone, usePhoneAutoConnect } from './hooks/usePhoneAutoConnect';
import { phoneStore } from './lib/phone-store';

const toast = vi.hoisted(() => ({ info: vi.fn(), success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

const Probe = ({ userId }: { userId: string }) => {
  usePhoneAutoConnect(userId);
  return null;
};

const SIP = {
  incomingServer: null,
  incomingPort: 5060,
  outgoingServer: null,
  outgoingPort: 5060,
  extensionName: null,
  extensionNumber: null,
  username: null,
  password: null,
};

/** Signs in through the form as `role` (the sign-in toast leaves at once) with a SIP account in the state given. */
const signInAs = async (role: TRole, setup: { isConfigured: boolean; isComplete: boolean }) => {
  const user = makeUser(role);
  const session = makeSession(user);
  stubFetch({ 'GET /api/auth/me': { body: session }, 'GET /api/phone/setup': { body: { ...setup, sip: SIP } } });
  const client = createQueryClient();
  client.setQueryData(SESSION_QUERY_KEY, session);
  noteSignInThroughForm()();
  render(
    <QueryClientProvider client={client}>
      <Probe userId={user.id} />
    </QueryClientProvider>,
  );
};

beforeEach(() => vi.clearAllMocks());
afterEach(() => act(() => phoneStore.reset()));

describe('the "no SIP configuration" sign-in toast', () => {
  it.each(['security_guard', 'customer_company_admin'] as const)('is not shown to a %s; the dialog keeps the notice', async (role) => {
    await signInAs(role, { isConfigured: false, isComplete: false });
    await waitFor(() => expect(phoneStore.getState().notice).toBe('noConfiguration'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(toast.info).not.toHaveBeenCalled();
  });

  it('is shown to company staff', async () => {
    await signInAs('security_company_admin', { isConfigured: false, isComplete: false });
    await waitFor(() => expect(toast.info).toHaveBeenCalledTimes(1));
    expect(String(toast.info.mock.calls[0][0])).toMatch(/SIP/);
  });

  it('still tells a guard whose SIP account is incomplete', async () => {
    await signInAs('security_guard', { isConfigured: true, isComplete: false });
    await waitFor(() => expect(toast.info).toHaveBeenCalledTimes(1));
    expect(phoneStore.getState().notice).toBe('incomplete');
  });

  it('names the roles that work the phone', () => {
    expect(expectsPhone('superadmin')).toBe(true);
    expect(expectsPhone('security_company_admin')).toBe(true);
    expect(expectsPhone('security_guard')).toBe(false);
    expect(expectsPhone('customer_company_admin')).toBe(false);
    expect(expectsPhone(undefined)).toBe(false);
  });
});
