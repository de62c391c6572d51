// Debian's Chromium, the only browser this project can install, with the flags it
// needs here: as root it needs --no-sandbox, and with no network its background
// services would only fail and retry. Headless Chromium also starts the omnibox
// popup's WebUI renderer, which takes CPU while the page under test loads and
// stretches its tasks.
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];
