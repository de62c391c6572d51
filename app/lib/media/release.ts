import {HOME_TIME_ZONE, startOfDayInZone} from '~/i18n/dates';

export type ReleaseStatus = 'coming-soon' | 'out-now';

/**
 * Whether an album is out on `now`. The release is a calendar day
 * (`2025-11-07`) and counts from its start in Belgium, the duo's market.
 * Without a known date the album is simply out.
 */
export function releaseStatus(releaseDate: string | null | undefined, now: Date): ReleaseStatus {
  if (!releaseDate || !/^\d{4}-\d{2}-\d{2}/.test(releaseDate)) return 'out-now';
  const release = startOfDayInZone(releaseDate, HOME_TIME_ZONE);
  return now.getTime() < release.getTime() ? 'coming-soon' : 'out-now';
}
