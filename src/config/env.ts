import { isIP } from 'node:net';
import { z } from 'zod';

/** Helpers for reading environment variables: empty strings count as unset. */
export const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

/** A whole number within bounds, or undefined when unset (its default depends on another variable). */
export function optionalIntegerVar(min: number, max: number) {
  return optionalString.pipe(
    z
      .string()
      .regex(/^\d+$/, 'must be a whole number')
      .transform(Number)
      .pipe(z.number().int().min(min).max(max))
      .optional(),
  );
}

export function integerVar(defaultValue: number, min: number, max: number) {
  return optionalIntegerVar(min, max).transform((value) => value ?? defaultValue);
}

export function urlVar(protocols: readonly string[]) {
  return optionalString.pipe(
    z
      .string()
      .refine(
        (value) => {
          try {
            return protocols.includes(new URL(value).protocol);
          } catch {
            return false;
          }
        },
        `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`,
      )
      .optional(),
  );
}

/** TRUST_PROXY: "true", a hop count, or a comma-separated list of addresses/CIDRs. */
export type TrustProxy = false | true | number | string[];

export const trustProxyVar = optionalString.transform((value, ctx): TrustProxy => {
  if (value === undefined || value === 'false') return false;
  if (value === 'true') return true;
  if (/^\d+$/.test(value)) return Number(value);
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const invalid = entries.filter((entry) => {
    const [address, bits, ...rest] = entry.split('/');
    if (rest.length > 0 || !address || isIP(address) === 0) return true;
    return bits !== undefined && !/^\d{1,3}$/.test(bits);
  });
  if (invalid.length > 0) {
    ctx.addIssue({ code: 'custom', message: `not an address or CIDR: ${invalid.join(', ')}` });
    return z.NEVER;
  }
  return entries;
});
