// Shopify's version rules: a stable version every quarter (YYYY-01/04/07/10, out at 17:00 UTC on the
// first of the month), each supported for twelve months; the next quarter's version is the release
// candidate; `unstable` is always there. A request naming an unsupported version, or none, falls forward
// to the oldest supported stable version. Every version is executed with the emulator's one model.
export const MODELLED_VERSION = '2026-04';
export const UNSTABLE = 'unstable';

const QUARTER_MONTHS = [1, 4, 7, 10];
const VERSION_SHAPE = /^(\d{4})-(\d{2})$/;

export interface PublicApiVersion {
  handle: string;
  displayName: string;
  supported: boolean;
}

function releaseOf(year: number, month: number): number {
  return Date.UTC(year, month - 1, 1, 17);
}

function handleOf(year: number, month: number): string {
  return `${year}-${String(month).padStart(2, '0')}`;
}

/** The stable versions supported at `now`, oldest first, and the release candidate. */
export function versionsAt(now: Date): {stable: string[]; releaseCandidate: string} {
  const stable: string[] = [];
  let year = now.getUTCFullYear() - 2;
  let quarter = 0;
  for (;;) {
    const month = QUARTER_MONTHS[quarter];
    const released = releaseOf(year, month);
    if (released > now.getTime()) return {stable, releaseCandidate: handleOf(year, month)};
    if (releaseOf(year + 1, month) > now.getTime()) stable.push(handleOf(year, month));
    quarter = (quarter + 1) % 4;
    if (quarter === 0) year += 1;
  }
}

/** A path segment that names a version, or tries to: `2024-10`, `2026-13`, `unstable`. */
export function isVersionShaped(segment: string): boolean {
  return segment === UNSTABLE || VERSION_SHAPE.test(segment);
}

/** The version Shopify serves for the one a request names (`undefined`: the path named none). */
export function servedVersion(requested: string | undefined, now: Date): string {
  if (requested === UNSTABLE) return UNSTABLE;
  const {stable, releaseCandidate} = versionsAt(now);
  if (requested && (stable.includes(requested) || requested === releaseCandidate)) return requested;
  return stable[0];
}

/** `publicApiVersions` as Shopify lists it: the supported versions, the release candidate, unstable. */
export function publicApiVersionsAt(now: Date): PublicApiVersion[] {
  const {stable, releaseCandidate} = versionsAt(now);
  return [
    ...stable.map((handle, index) => ({
      handle,
      displayName: index === stable.length - 1 ? `${handle} (Latest)` : handle,
      supported: true,
    })),
    {handle: releaseCandidate, displayName: `${releaseCandidate} (Release Candidate)`, supported: false},
    {handle: UNSTABLE, displayName: UNSTABLE, supported: false},
  ];
}
