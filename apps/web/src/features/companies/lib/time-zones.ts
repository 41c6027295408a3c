// The time zones a company may pick: the browser's IANA list, the ones our customers use first.
import { DEFAULT_TIME_ZONE } from '@centinela/shared/contracts/companies';

const COMMON = [
  'America/Puerto_Rico',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'America/Mexico_City',
  'America/Cancun',
  'America/Tijuana',
  'America/Toronto',
  'America/Vancouver',
];

const allZones = (): string[] => {
  const intl = Intl as typeof Intl & { supportedValuesOf?: (key: 'timeZone') => string[] };
  try {
    return intl.supportedValuesOf?.('timeZone') ?? COMMON;
  } catch {
    return COMMON;
  }
};

/** Common zones first, then every other one; `current` is kept even when the browser does not list it. */
export const timeZoneOptions = (current?: string | null): string[] => {
  const rest = allZones().filter((zone) => !COMMON.includes(zone));
  const list = [...COMMON, ...rest];
  const selected = current || DEFAULT_TIME_ZONE;
  return list.includes(selected) ? list : [selected, ...list];
};

/**
 * THE label of a time zone wherever one is shown (company and post forms, lists, the roster view, reports):
 * its IANA name with spaces for underscores, 'America/Puerto_Rico' → 'America/Puerto Rico'.
 */
export const timeZoneLabel = (zone: string | null | undefined): string => (zone ?? '').replaceAll('_', ' ');
