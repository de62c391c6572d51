/** Anything the site dates: an event, a workshop. */
export interface Dated {
  startsAt: string;
  endsAt?: string | null;
}

/**
 * Whether it is over at `now`: once its end has passed, or its start when it has no end. The CMS
 * writes instants with their offset, so the comparison holds whatever zone the server runs in.
 */
export function hasTakenPlace(dated: Dated, now: Date): boolean {
  return Date.parse(dated.endsAt ?? dated.startsAt) < now.getTime();
}
