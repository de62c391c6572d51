import {HOME_TIME_ZONE, startOfDayInZone} from '~/i18n/dates';

export type ReleaseStatus = 'coming-soon' | 'out-now';

export function releaseStatus(releaseDate: string | null | undefined, now: Date): ReleaseStatus {
  if (!releaseDate || !/^\d{4}-\d{2}-\d{2}/.test(releaseDate)) return 'out-now';
  const release = startOfDayInZone(releaseDate, HOME_TIME_ZONE);
  return now.getTime() < release.getTime() ? 'coming-soon' : 'out-now';
}
