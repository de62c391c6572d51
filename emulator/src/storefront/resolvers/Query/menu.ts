/** The emulated shop has no navigation menus; the site builds its own. */
export function menu() {
  return null;
}
