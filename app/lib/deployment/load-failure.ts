const MODULE_LOAD_FAILURES = [
  'Failed to fetch dynamically imported module', // Chromium
  'error loading dynamically imported module', // Firefox
  'Importing a module script failed', // Safari
  'Unable to preload CSS', // Vite's preload helper
];

export function isModuleLoadFailure(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : '';
  return MODULE_LOAD_FAILURES.some((text) => message.includes(text));
}

export function isOwnScript(src: string, manifestUrl: string | undefined, pageHref: string): boolean {
  if (!src || !manifestUrl) return false;
  const folder = new URL('.', new URL(manifestUrl, pageHref)).href;
  return new URL(src, pageHref).href.startsWith(folder);
}
