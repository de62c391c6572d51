/** The emulator serves one version of the API. */
export function publicApiVersions() {
  return [{handle: '2026-04', displayName: '2026-04 (Latest)', supported: true}];
}
