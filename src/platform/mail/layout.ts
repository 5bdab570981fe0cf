/**
 * The HTML part of an organization's email, drawn from the message's plain text so both parts
 * always say the same: the organization's logo on white (a logo made for a light page stays
 * readable whatever the accent), its name on a bar in its accent colour, the text's paragraphs, and
 * the message's one action as a button in the accent.
 */

export interface EmailBrand {
  name: string;
  /** The accent and the text colour readable on it. */
  accent: { color: string; text: string };
  /** An inline image (Content-ID) of the logo and its size in pixels, when the organization has one. */
  logo: { cid: string; width: number; height: number } | null;
}

interface EmailAction {
  label: string;
  url: string;
}

/** The web app's primary colour: the accent of an organization that has not set one. */
export const DEFAULT_ACCENT = { color: '#1f4e79', text: '#ffffff' } as const;

/** How tall the logo is drawn; mail clients ignore CSS max sizes, so width and height are given. */
const LOGO_HEIGHT = 48;
const LOGO_MAX_WIDTH = 240;

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/**
 * Escaped text with its line breaks kept. Addresses in it stay text: the text carries names and
 * notes people typed, so only the message's own action is ever a link.
 */
function paragraphHtml(paragraph: string): string {
  return escapeHtml(paragraph).replace(/\n/g, '<br>');
}

function logoRow(brand: EmailBrand): string {
  if (!brand.logo) return '';
  const scale = Math.min(LOGO_HEIGHT / brand.logo.height, LOGO_MAX_WIDTH / brand.logo.width, 1);
  const width = Math.max(1, Math.round(brand.logo.width * scale));
  const height = Math.max(1, Math.round(brand.logo.height * scale));
  return (
    '<tr><td style="background:#ffffff;padding:16px 24px 8px">' +
    `<img src="cid:${brand.logo.cid}" width="${width}" height="${height}" alt="${escapeHtml(brand.name)}" ` +
    'style="display:block;border:0"></td></tr>'
  );
}

function buttonHtml(action: EmailAction, accent: EmailBrand['accent']): string {
  return (
    `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:${accent.color};color:${accent.text};` +
    `padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>` +
    `<p style="color:#555;font-size:12px">If the button does not work, open ${escapeHtml(action.url)}</p>`
  );
}

/**
 * The whole HTML document. The paragraph of the text that carries the action's address becomes the
 * button (with the address beneath it for clients that do not show buttons); every other paragraph
 * is the text's, escaped.
 */
export function brandedEmailHtml(brand: EmailBrand, text: string, action: EmailAction | null): string {
  const paragraphs = text
    .trim()
    .split(/\n{2,}/)
    .map((paragraph) =>
      action && paragraph.includes(action.url)
        ? buttonHtml(action, brand.accent)
        : `<p>${paragraphHtml(paragraph)}</p>`,
    );
  return [
    '<!doctype html><html><body style="margin:0;padding:0;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a">',
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;margin:0 auto">',
    logoRow(brand),
    `<tr><td style="background:${brand.accent.color};color:${brand.accent.text};padding:16px 24px;font-size:20px;font-weight:bold">`,
    `${escapeHtml(brand.name)}</td></tr>`,
    `<tr><td style="padding:24px">${paragraphs.join('')}</td></tr>`,
    '</table></body></html>',
  ].join('');
}
