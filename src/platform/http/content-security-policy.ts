// Its own module, free of imports, so that the Vite config (`npm run web:preview`) sends the
// same policy as the server.

/**
 * The app's policy: its own scripts, styles, images, fonts and API only; no inline script, no
 * plugins, no framing of the app, no <base> rewriting (docs/web-sessions.md). The one frame it
 * shows is an invoice PDF the page fetched itself, as a blob: URL (frame-src blob:).
 */
export const WEB_APP_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "font-src 'self'",
  "frame-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ');
