// A notification's title and message in one language, for the e-mails, SMS and digests the server writes: the keys
// notifications:kinds.<kind>.title/message of the server's catalog (platform/i18n), the words the web's bell shows.
import type { TLanguage } from '@centinela/shared';
import { textOrNull } from '../../platform/i18n/catalog';

export { recipientLanguage } from '../../platform/i18n/language';

export const notificationText = (language: TLanguage, kind: string, params: Record<string, string | number>) => ({
  title: textOrNull(language, `notifications:kinds.${kind}.title`, params) ?? kind,
  message: textOrNull(language, `notifications:kinds.${kind}.message`, params) ?? '',
});
