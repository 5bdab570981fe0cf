import { z } from 'zod';
import { newPasswordField } from '../users/index.js';
import { budgetType } from './projects.schemas.js';

const shareSettings = z
  .object({
    isPublicShared: z
      .boolean()
      .default(true)
      .describe('false turns sharing off: the link stops working and the password is cleared'),
    sharePassword: newPasswordField
      .nullable()
      .optional()
      .describe('Sets the portal password (8+ characters); null clears it; omitted keeps it'),
    rotateToken: z
      .boolean()
      .default(true)
      .describe(
        'Issue a new link (the old one stops working). false keeps an existing link (its URL is answered again; GET /projects/{projectId}/share shows it too)',
      ),
  })
  .refine((body) => body.isPublicShared || body.sharePassword === undefined || body.sharePassword === null, {
    message: 'a password only applies while sharing; omit it when isPublicShared is false',
    path: ['sharePassword'],
  });

/** The body is optional: a POST without one (Fastify reads it as null) shares with the defaults. */
export const shareProjectBody = shareSettings.nullish().transform((body) => body ?? shareSettings.parse({}));

export const shareResultSchema = z.object({
  projectId: z.uuid(),
  isPublicShared: z.boolean(),
  hasSharePassword: z.boolean(),
  portalUrl: z
    .url()
    .nullable()
    .describe(
      'The portal link (the web app page PUBLIC_URL/portal/<token>) while sharing is on; null when sharing is off, or for a link issued before links could be shown again (issue a new one to get a link to show)',
    ),
});

/** The router refuses longer path segments (find-my-way's maxParamLength) before any route runs. */
export const portalParams = z.object({ token: z.string().min(1).max(100) });

const portalPassword = z.string().max(256).optional();

export const portalQuery = z.object({
  password: portalPassword.describe(
    'The portal password, when the project owner set one. Prefer the x-portal-password header: a URL may be kept in history and logs',
  ),
});

/** The web app's portal page sends the password here, so it never sits in a URL. */
export const PORTAL_PASSWORD_HEADER = 'x-portal-password';
export const portalHeaders = {
  [PORTAL_PASSWORD_HEADER]: portalPassword.describe(
    'The portal password, when the project owner set one (wins over the password query parameter)',
  ),
};

const hoursOnDay = z.object({ date: z.string().describe('UTC day, YYYY-MM-DD'), hours: z.number() });
const hoursOfMember = z.object({ name: z.string().describe('Display name only'), hours: z.number() });

export const portalViewSchema = z.object({
  organization: z
    .object({
      name: z.string(),
      accentColor: z.string().nullable().describe('#rrggbb, or null for Punchclock’s own colours'),
      accentTextColor: z
        .string()
        .nullable()
        .describe('The text colour readable on the accent (white or near-black, at least 4.5:1)'),
      logoUrl: z
        .string()
        .nullable()
        .describe('The organization’s logo (PNG) for this portal link, when its billing profile has one'),
    })
    .describe('The agency sharing the project, as it presents itself'),
  project: z.object({ name: z.string(), clientName: z.string(), code: z.string(), description: z.string().nullable() }),
  budget: z.object({
    type: budgetType,
    total: z.number().describe('Money (FIXED) or hours (HOURLY)'),
    used: z.number().describe('Approved billable amount (FIXED) or approved hours (HOURLY), all time'),
    usedPercent: z.number().nullable().describe('null when the budget is 0'),
    remaining: z.number().describe('Negative when over budget'),
  }),
  approvedTime: z.object({
    from: z.string().describe('First UTC day of the period'),
    to: z.string().describe('Last UTC day of the period (today)'),
    totalHours: z.number(),
    byDay: z.array(hoursOnDay).describe('Days with approved time, oldest first'),
    byMember: z.array(hoursOfMember).describe('Most hours first'),
  }),
  screenshots: z
    .array(
      z.object({
        capturedAt: z.string(),
        memberName: z.string(),
        isBlurred: z.boolean().describe('A blurred screenshot is only ever shown blurred'),
        thumbnailUrl: z.string().describe('Signed URL of this one thumbnail, valid for an hour'),
      }),
    )
    .describe("Screenshots taken during the period's approved time of this project, newest first (100 at most)"),
  invoices: z
    .array(
      z.object({
        number: z.string().nullable(),
        total: z.number(),
        currency: z.string(),
        dueDate: z.string().nullable(),
        paymentUrl: z.string().describe('Opens the payment processor’s checkout for the amount due'),
      }),
    )
    .describe(
      'The project’s invoices the client can pay online now (sent or overdue, a processor connected), oldest due first; empty otherwise',
    ),
  generatedAt: z.string(),
});

export type ShareProjectInput = z.output<typeof shareProjectBody>;
export type PortalView = z.output<typeof portalViewSchema>;
