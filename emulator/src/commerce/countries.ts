// Country names and codes for addresses, from the runtime's ICU data (no list to maintain).
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const NAME_LOCALES = ['en', 'fr', 'nl'] as const;

let codesByName: Map<string, string> | undefined;
const englishNames = new Intl.DisplayNames(['en'], {type: 'region', fallback: 'none'});

function isoCodes(): string[] {
  const codes: string[] = [];
  for (const first of LETTERS) {
    for (const second of LETTERS) {
      const code = first + second;
      const name = englishNames.of(code);
      // Unassigned or reserved codes come back as undefined or as the code itself.
      if (name && name !== code && code !== 'ZZ' && !/^(X|Q[M-Z]|AA|OO|ZZ)/.test(code)) codes.push(code);
    }
  }
  return codes;
}

function nameIndex(): Map<string, string> {
  if (codesByName) return codesByName;
  codesByName = new Map();
  for (const locale of NAME_LOCALES) {
    const names = new Intl.DisplayNames([locale], {type: 'region', fallback: 'none'});
    for (const code of isoCodes()) {
      const name = names.of(code);
      if (name) codesByName.set(name.toLowerCase(), code);
    }
  }
  return codesByName;
}

/** ISO code for a country given by code or by its English, French or Dutch name; null when unknown. */
export function countryCodeOf(input: string): string | null {
  const value = input.trim();
  if (/^[A-Za-z]{2}$/.test(value)) {
    const code = value.toUpperCase();
    return nameIndex().has((englishNames.of(code) ?? '').toLowerCase()) ? code : null;
  }
  return nameIndex().get(value.toLowerCase()) ?? null;
}

export function countryName(code: string, locale = 'en'): string {
  return new Intl.DisplayNames([locale], {type: 'region'}).of(code) ?? code;
}
