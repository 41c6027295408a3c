export { ACCOUNTS, DEMO_COMPANY, DEMO_PASSWORD, type TAccount } from './accounts';
export { fillLogin, loginFields, signIn, signInThroughForm } from './session';
export { esDate, typedDate } from './dates';
export { apiSignIn, expect, TENANT_PASSWORD, type TNamed, type TPerson, type TTenant, test } from './tenant';
export { openInApp, trackApiRequests } from './navigation';
