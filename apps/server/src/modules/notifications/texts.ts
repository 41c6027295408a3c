// A notification's title and message in one language, for the e-mails, SMS and digests the server writes: the keys
// notifications:kinds.<kind>.title/message of the server's catalog (platform/i18n), the words the web's bell shows.
// Phone numbers among the params (stored E.164, '+17875551021') are written for people in the company's country:
// '(787) 555-1021' (issue 29), a number of another country in its international form.
import type { TLanguage } from '@centinela/shared';
import { formatPhone, type TPhoneCountry } from '@centinela/shared/rules/phone';
import { textOrNull } from '../../platform/i18n/catalog';

export { recipientLanguage } from '../../platform/i18n/language';

/** The params a notification is worded with: phone numbers ('phone', '…Phone') formatted for people. */
const wordedParams = (params: Record<string, string | number>, country: TPhoneCountry) =>
  Object.fromEntries(
    Object.entries(params).map(([key, value]) => [
      key,
      typeof value === 'string' && /(^p|P)hone$/.test(key) ? formatPhone(value, country) : value,
    ]),
  );

export const notificationText = (
  language: TLanguage,
  kind: string,
  params: Record<string, string | number>,
  country: TPhoneCountry = 'US',
) => {
  const worded = wordedParams(params, country);
  return {
    title: textOrNull(language, `notifications:kinds.${kind}.title`, worded) ?? kind,
    message: textOrNull(language, `notifications:kinds.${kind}.message`, worded) ?? '',
  };
};
