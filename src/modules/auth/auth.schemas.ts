import { z } from 'zod';
import { organizationSummarySchema } from '../members/index.js';
import { emailField, fullNameField, newPasswordField } from '../users/index.js';
import { nameField } from '../../platform/http/text-input.js';

export const profileSchema = z.object({
  user: z.object({
    id: z.uuid(),
    name: z.string(),
    fullName: z.string(),
    email: z.string(),
    role: z.string().nullable().describe('Role in the active organization'),
    termsVersion: z.string().nullable(),
    needsLegalAcceptance: z.boolean(),
    createdAt: z.string(),
  }),
  organization: organizationSummarySchema.nullable(),
  activeOrganization: organizationSummarySchema.nullable(),
  organizations: z.array(organizationSummarySchema),
});

export const sessionSchema = profileSchema.extend({
  token: z.string().describe('JWT access token, valid 7 days'),
  expiresAt: z.string(),
});

const otpField = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'must be the 6-digit code');

export const sendOtpBody = z.object({
  email: emailField,
  purpose: z
    .enum(['signup', 'reset', 'signin'])
    .default('signup')
    .describe(
      'signup: a code for /auth/register; reset: a code for /auth/reset-password, mailed only if the account exists; signin: a code to send as otp to /auth/login, mailed only to an account that may sign in',
    ),
});
export const verifyOtpBody = z.object({ email: emailField, otp: otpField });
export const resetPasswordBody = z.object({
  email: emailField,
  otp: otpField.describe('The code from a send-otp with purpose "reset"'),
  newPassword: newPasswordField,
});

export const registerBody = z.object({
  email: emailField,
  fullName: fullNameField,
  organizationName: nameField(200),
  password: newPasswordField,
  otp: otpField,
  acceptedTerms: z.boolean(),
});

export const loginBody = z
  .object({
    email: emailField,
    password: z.string().min(1).max(256).optional().describe('The password; or send otp instead'),
    otp: otpField
      .optional()
      .describe('Instead of password: the code from POST /auth/send-otp with purpose "signin" (works once)'),
    organizationId: z.uuid().optional().describe('Organization to make active, when the user belongs to several'),
  })
  .refine((body) => (body.password === undefined) !== (body.otp === undefined), {
    path: ['password'],
    message: 'send password, or otp with a code from POST /auth/send-otp (purpose "signin"); not both',
  });

export const acceptTermsBody = z.object({ termsVersion: z.string().min(1).max(100) });
export const changePasswordBody = z.object({
  currentPassword: z.string().min(1).max(256),
  newPassword: newPasswordField,
});

export const legalSchema = z.object({
  termsVersion: z.string(),
  effectiveDate: z.string(),
  termsUrl: z.url(),
  privacyUrl: z.url(),
});

export const methodsSchema = z.object({
  password: z.boolean(),
  emailOtp: z.boolean(),
  oidc: z.object({
    enabled: z.boolean(),
    issuer: z.string().nullable(),
    webSignIn: z
      .boolean()
      .describe('The web sign-in (GET /auth/oidc/start) is configured: OIDC_CLIENT_ID is set besides OIDC_ISSUER'),
    providerName: z.string().nullable().describe('The name to show on a "Sign in with …" button'),
  }),
});

export const acceptInviteBody = z.object({
  token: z.string().min(20).max(200),
  password: newPasswordField,
  acceptedTerms: z.boolean(),
  fullName: fullNameField.optional(),
});

export const oauthBody = z.object({
  accessToken: z.string().min(1).max(8192),
  acceptedTerms: z.boolean().optional(),
});
