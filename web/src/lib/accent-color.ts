// The organization's accent colour and the text readable on it: the same rule as the server's
// (src/modules/organizations/accent-color.ts), so the Brand settings preview shows what the portal,
// the invitation page and emails will.

/** `#RRGGBB`, either case. */
export const ACCENT_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

const LIGHT_TEXT = '#ffffff';
const DARK_TEXT = '#050505';

function channel(hex: string, at: number) {
  const value = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string) {
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
}

/** The WCAG 2 contrast ratio of two `#RRGGBB` colours, 1 to 21. */
export function contrastRatio(a: string, b: string) {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** White or near-black, whichever reads better on `accent` (at least 4.5:1 on any colour). */
export function readableTextColor(accent: string): string {
  return contrastRatio(accent, LIGHT_TEXT) >= contrastRatio(accent, DARK_TEXT) ? LIGHT_TEXT : DARK_TEXT;
}
