export interface Dated {
  startsAt: string;
  endsAt?: string | null;
}

// The CMS writes instants with their offset, so this holds whatever zone the server runs in.
export function hasTakenPlace(dated: Dated, now: Date): boolean {
  return Date.parse(dated.endsAt ?? dated.startsAt) < now.getTime();
}
