// The settings that tie the CMS to the site it serves. A wrong one used to surface only later, as a
// newsletter sign-up refused with "2 errors occurred": checked at start instead, naming the variable.

function problem(name: string, value: string): string | null {
  if (!URL.canParse(value)) return `${name} has "${value}", which is not an address such as http://localhost:3000.`;
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `${name} has "${value}": only http and https work.`;
  return null;
}

/** SITE_ORIGINS (comma-separated origins) and CMS_RESET_PASSWORD_URL, when set, must be http(s) addresses. */
export function assertSiteSettings(env: NodeJS.ProcessEnv = process.env): void {
  const problems = [
    ...(env.SITE_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean)
      .map((origin) => problem('SITE_ORIGINS', origin)),
    env.CMS_RESET_PASSWORD_URL ? problem('CMS_RESET_PASSWORD_URL', env.CMS_RESET_PASSWORD_URL) : null,
  ].filter((text): text is string => text !== null);
  if (problems.length === 0) return;
  throw new Error(`The CMS cannot start: ${problems.join(' ')} Set it to the site's own origin (see .env.example).`);
}
