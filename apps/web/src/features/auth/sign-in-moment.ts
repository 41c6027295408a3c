// "Just signed in through the login screen": the spec's login toasts about the phone (ready, no SIP configuration,
// settings incomplete, connection failed or error) belong to that moment, not to every reload of a signed-in page.
// Toasts show one at a time (spec section 9), so the phone's waits until the sign-in toast has left instead of
// replacing it at once. The login page notes the moment; the phone's auto-connect takes it once.
const LONGEST_WAIT_MS = 8000;

let pending: Promise<void> | null = null;

/** Called by the login page with its success toast: returns the callback to run when that toast leaves. */
export const noteSignInThroughForm = (): (() => void) => {
  let release = () => {};
  pending = new Promise<void>((resolve) => {
    release = resolve;
    setTimeout(resolve, LONGEST_WAIT_MS);
  });
  return () => release();
};

/** Once after a sign-in through the login screen: a promise of the sign-in toast's end; null otherwise. */
export const takeSignInThroughForm = (): Promise<void> | null => {
  const moment = pending;
  pending = null;
  return moment;
};
