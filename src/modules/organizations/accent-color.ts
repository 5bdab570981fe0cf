/**
 * The organization's accent colour (Settings → Brand) and the text colour readable on it: white or
 * near-black, whichever contrasts more (WCAG 2 relative luminance). Either is at least 4.5:1 on
 * any colour, the better of the two always (docs/decisions/organizations-and-roles/accent-text-colour.md).
 * The web app has the same rule (web/src/lib/accent-color.ts) for its live preview.
 */

/** `#RRGGBB`, either case; stored in lower case. */
export const ACCENT_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

export const LIGHT_TEXT = '#ffffff';
/** Near-black: anything lighter than #060606 falls under 4.5:1 on some mid-grey accent. */
export const DARK_TEXT = '#050505';

function channel(hex: string, at: number) {
  const value = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2 relative luminance of a `#RRGGBB` colour, 0 (black) to 1 (white). */
function luminance(hex: string) {
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
}

/** The WCAG 2 contrast ratio of two `#RRGGBB` colours, 1 to 21. */
export function contrastRatio(a: string, b: string) {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** White or near-black, whichever reads better on `accent` (white on a tie). */
export function readableTextColor(accent: string): typeof LIGHT_TEXT | typeof DARK_TEXT {
  return contrastRatio(accent, LIGHT_TEXT) >= contrastRatio(accent, DARK_TEXT) ? LIGHT_TEXT : DARK_TEXT;
}
