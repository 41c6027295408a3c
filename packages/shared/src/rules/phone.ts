// Phone numbers (spec section 9): stored in E.164, read by the company's country (libphonenumber-js' metadata, decision
// 0024), shown in the national way for numbers of that country and in the international way for the others.
import { type CountryCode, getCountryCallingCode, isSupportedCountry, parsePhoneNumberFromString } from 'libphonenumber-js';

export type TPhoneCountry = CountryCode;

export const phoneDigits = (phone: string): string => phone.replace(/\D/g, '');

/** Time zones that name the country better than "US" when a company has no address country. */
const TIME_ZONE_COUNTRIES: Record<string, TPhoneCountry> = {
  'America/Puerto_Rico': 'PR',
  'America/Mexico_City': 'MX',
  'America/Cancun': 'MX',
  'America/Merida': 'MX',
  'America/Monterrey': 'MX',
  'America/Matamoros': 'MX',
  'America/Chihuahua': 'MX',
  'America/Ciudad_Juarez': 'MX',
  'America/Ojinaga': 'MX',
  'America/Mazatlan': 'MX',
  'America/Bahia_Banderas': 'MX',
  'America/Hermosillo': 'MX',
  'America/Tijuana': 'MX',
};

const COUNTRY_NAMES: Record<string, TPhoneCountry> = { 'PUERTO RICO': 'PR', MEXICO: 'MX', MÉXICO: 'MX', MEX: 'MX', USA: 'US' };

/**
 * The country a company's phone numbers are read in when typed without "+": its address country (an ISO code such as
 * PR, MX, US, CA, or a usual name), else its time zone's (America/Mexico_City → MX), else US.
 */
export const phoneCountryOf = (company: { country?: string | null; timeZone?: string | null }): TPhoneCountry => {
  const country = (company.country ?? '').trim().toUpperCase();
  if (isSupportedCountry(country)) return country;
  if (COUNTRY_NAMES[country]) return COUNTRY_NAMES[country];
  return TIME_ZONE_COUNTRIES[company.timeZone ?? ''] ?? 'US';
};

const parse = (phone: string, country: TPhoneCountry | null) => {
  const parsed = parsePhoneNumberFromString(phone, { defaultCountry: country ?? undefined, extract: false });
  return parsed?.isPossible() ? parsed : undefined;
};

/**
 * The stored form of a phone number typed in any usual way: E.164 (+ and digits). A number typed with its "+" keeps its
 * country code; one without is a number of `country` ('(787) 555-0100' in PR → '+17875550100', '55 1234 5678' in MX →
 * '+525512345678'); `null` reads only numbers typed with "+". What is not a possible number (too short, letters) is
 * kept as typed (trimmed): '911'.
 */
export const toE164 = (phone: string, country: TPhoneCountry | null): string => {
  const trimmed = phone.trim();
  return parse(trimmed, country)?.number ?? trimmed;
};

/**
 * A number for people: national format for a number of `country` (US/PR: '(787) 555-0100'; MX: '55 1234 5678'),
 * international for any other ('+52 55 1234 5678'); what cannot be read is shown as given. Typed back into a form of
 * the same country, the shown text reads as the same number.
 */
export const formatPhone = (phone: string | null | undefined, country: TPhoneCountry = 'US'): string => {
  if (!phone) return '';
  const parsed = parse(phone, country);
  if (!parsed) return phone;
  return parsed.countryCallingCode === getCountryCallingCode(country) ? parsed.formatNational() : parsed.formatInternational();
};

/**
 * A phone field as a form sends it back: unchanged (the stored number, or how formatPhone showed it) it keeps the stored
 * number, so a number of another country shown in the national way is never read again in this company's country;
 * anything else is read in `country`. Empty stays null.
 */
export const phoneFromForm = (typed: string | null, country: TPhoneCountry, stored?: string | null): string | null => {
  if (typed === null) return null;
  const trimmed = typed.trim();
  if (!trimmed) return null;
  if (stored && (trimmed === stored || trimmed === formatPhone(stored))) return stored;
  return toE164(trimmed, country);
};
