import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../platform/db/index.js';
import { errors } from '../../platform/http/errors.js';
import { ACCENT_COLOR_PATTERN, readableTextColor } from './accent-color.js';
import { organizations } from './organizations.tables.js';

/** How the organization shows itself to clients and invitees: the portal, the invitation page and emails. */
export const brandSchema = z.object({
  accentColor: z
    .string()
    .nullable()
    .describe('The accent colour, #rrggbb in lower case; null (default): Punchclock’s own colours'),
  accentTextColor: z
    .string()
    .nullable()
    .describe('The text colour readable on the accent (white or near-black, at least 4.5:1); null without an accent'),
});

export const brandPatch = z.object({
  accentColor: z
    .string()
    .regex(ACCENT_COLOR_PATTERN, 'must be a colour #RRGGBB')
    .nullable()
    .optional()
    .describe('#RRGGBB (either case); null clears it'),
});

type Brand = z.output<typeof brandSchema>;

/** The brand answered for a stored accent colour. */
export function brandOfColor(accentColor: string | null): Brand {
  return { accentColor, accentTextColor: accentColor ? readableTextColor(accentColor) : null };
}

/** The organization's accent colour and the text colour on it (GET /organizations/current/settings). */
export async function accentOf(executor: Executor, orgId: string): Promise<Brand> {
  const { accentColor, accentTextColor } = await brandOf(executor, orgId);
  return { accentColor, accentTextColor };
}

/** The organization's name and brand (the portal, the invitation page and emails show them). */
export async function brandOf(executor: Executor, orgId: string) {
  const [row] = await executor
    .select({ name: organizations.name, accentColor: organizations.accentColor })
    .from(organizations)
    .where(eq(organizations.id, orgId));
  if (!row) throw errors.notFound('Organization', orgId);
  return { name: row.name, ...brandOfColor(row.accentColor) };
}

export async function updateBrand(executor: Executor, orgId: string, patch: z.output<typeof brandPatch>) {
  if (patch.accentColor === undefined) return;
  await executor
    .update(organizations)
    .set({ accentColor: patch.accentColor?.toLowerCase() ?? null })
    .where(eq(organizations.id, orgId));
}
