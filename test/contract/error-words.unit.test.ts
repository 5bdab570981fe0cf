import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../src/platform/http/errors.js';
import { errorHints, errorMessages } from '../../web/src/lib/i18n/en/errors.js';

/**
 * The web app shows its own words for every code the API answers with (issue 42, item 1): a new
 * code without words fails here, before a person meets the developer wording on a screen.
 */
describe("the web app's words for error codes", () => {
  const codes = Object.keys(ERROR_CODES);

  it('has a message and a hint for every code, and none for a code that does not exist', () => {
    expect(codes.filter((code) => !(code in errorMessages) || !(code in errorHints))).toEqual([]);
    expect(Object.keys(errorMessages).filter((code) => !codes.includes(code))).toEqual([]);
    expect(Object.keys(errorHints).filter((code) => !codes.includes(code))).toEqual([]);
  });

  it('speaks to people: no header names, routes, permission keys, ids or "details"', () => {
    const words = [...Object.values(errorMessages), ...Object.values(errorHints)];
    const developerWords = words.filter((text) =>
      /x-[a-z-]+|\b(GET|POST|PATCH|DELETE) \/|\/api\/|\b[a-z]+\.[a-z_]+(\.[a-z_]+)?\b|\bdetails\b|[A-Z]{3,}_[A-Z_]+|`/.test(
        text,
      ),
    );
    expect(developerWords).toEqual([]);
  });
});
