import { describe, expect, it } from 'vitest';
import { brandedEmailHtml, DEFAULT_ACCENT } from './layout.js';

const brand = { name: 'Ben & <Jerry>', accent: { color: '#facc15', text: '#050505' }, logo: null };

describe('brandedEmailHtml', () => {
  it('draws each paragraph of the text, escaped, its line breaks kept and its addresses never links', () => {
    const html = brandedEmailHtml(
      brand,
      'Hello <b>you</b>,\n\nSee https://example.test/a?b=1&c=2 now\nor later.\n',
      null,
    );
    expect(html).toContain('<p>Hello &#60;b&#62;you&#60;/b&#62;,</p>');
    expect(html).toContain('<p>See https://example.test/a?b=1&#38;c=2 now<br>or later.</p>');
    expect(html).not.toContain('<a ');
    expect(html).toContain('>Ben &#38; &#60;Jerry&#62;</td>');
  });

  it('turns the paragraph carrying the action into a button in the accent, the address beneath it', () => {
    const url = 'https://example.test/accept?token=abc';
    const html = brandedEmailHtml(brand, `Hi.\n\nAccept: ${url}\n\nBye.`, { label: 'Accept', url });
    expect(html).toContain(`<a href="${url}" style="display:inline-block;background:#facc15;color:#050505;`);
    expect(html).toContain(`If the button does not work, open ${url}</p>`);
    expect(html).not.toContain('<p>Accept: ');
    expect(html.indexOf('Hi.')).toBeLessThan(html.indexOf('>Accept</a>'));
    expect(html.indexOf('>Accept</a>')).toBeLessThan(html.indexOf('Bye.'));
  });

  it('fits the logo into 48 px of height and 240 px of width, never enlarging it', () => {
    const withLogo = (width: number, height: number) =>
      brandedEmailHtml({ ...brand, logo: { cid: 'logo', width, height } }, 'Hi', null);
    expect(withLogo(320, 80)).toContain('src="cid:logo" width="192" height="48"');
    expect(withLogo(600, 100)).toContain('width="240" height="40"');
    expect(withLogo(30, 20)).toContain('width="30" height="20"');
    expect(brandedEmailHtml(brand, 'Hi', null)).not.toContain('<img');
  });

  it("falls back to the web app's colours", () => {
    const html = brandedEmailHtml({ ...brand, accent: DEFAULT_ACCENT }, 'Hi', null);
    expect(html).toContain('background:#1f4e79;color:#ffffff');
  });
});
