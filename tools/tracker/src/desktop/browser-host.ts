/**
 * A browser's page host from its window title (pure). Browsers do not put the address in the
 * title: only a page that names its own host or address in its title ("github.com", a page
 * without a title that shows its URL, an extension that adds the URL) gives one. So a host is
 * taken only from a part of the title that is an address or a bare host name, never guessed from
 * the page's name; anything else gives no site (docs: tools/tracker/README.md).
 */

/** Foreground applications counted as browsers (the WM_CLASS or process name, lower case). */
const BROWSERS = [
  'firefox',
  'firefox-esr',
  'navigator',
  'google-chrome',
  'chromium',
  'chromium-browser',
  'brave-browser',
  'microsoft-edge',
  'opera',
  'vivaldi-stable',
  'epiphany',
  'safari',
];

export function isBrowser(application: string): boolean {
  return BROWSERS.includes(application.toLowerCase());
}

/** "https://host/…", "host/…" or "host" with a dot and a letters-only top-level domain. */
const ADDRESS = /^(?:https?:\/\/)?((?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24})(?::\d{1,5})?(?:[/?#]\S*)?$/i;
/** The separators browsers and pages put between a page's title and the browser's or site's name. */
const SEPARATORS = /\s+[—–|-]\s+/;

/** The host of a page named in the title, as an https URL for the slot's `urls`; null when the title names none. */
export function hostFromTitle(title: string): string | null {
  for (const part of title.split(SEPARATORS)) {
    const match = ADDRESS.exec(part.trim());
    if (match) return `https://${match[1]!.toLowerCase()}`;
  }
  return null;
}
