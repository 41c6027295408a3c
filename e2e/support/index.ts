export { ACCOUNTS, DEMO_COMPANY, DEMO_PASSWORD, type TAccount } from './accounts';
export { fillLogin, loginFields, signIn } from './session';
export { esDate, typedDate } from './dates';
