import type { z } from 'zod';
import type { authDocsSchema } from './system.schemas.js';

/** The machine-readable version of spec section 5, served at GET /docs/auth. */
export const AUTH_DOCS: z.output<typeof authDocsSchema> = {
  headers: {
    authorization:
      'Authorization: Bearer <token> — a JWT from /auth/register, /auth/login, /auth/oauth or /auth/accept-invite',
    organization: 'x-organization-id: <organization uuid> — required on every tenant route',
  },
  tokenLifetime: 'P7D',
  accessClasses: [
    { name: 'public', description: 'No credentials.' },
    {
      name: 'bearer',
      description: 'Authorization header (or, for the web app, the pc_session cookie with x-csrf-token on writes).',
    },
    {
      name: 'tenant',
      description:
        'Authorization header plus x-organization-id of an organization the caller is an active member of, with every permission the route needs, and the plan feature if it names one.',
    },
  ],
  flows: [
    {
      name: 'sign-up',
      description: 'Create an account and its organization; the caller becomes its Owner on a 14-day trial.',
      steps: [
        { method: 'POST', path: '/api/v1/auth/send-otp', description: 'Email a 6-digit code to the address.' },
        { method: 'POST', path: '/api/v1/auth/verify-otp', description: 'Check the code.' },
        {
          method: 'POST',
          path: '/api/v1/auth/register',
          description:
            "Create the account with acceptedTerms: true; take data.token and data.organization.id. For an address whose account has no password, or one an inviter chose, this completes that account (memberships kept, its old tokens revoked); one with its holder's password is 409.",
        },
      ],
    },
    {
      name: 'password-reset',
      description: 'Set a new password by proving the inbox; every existing token of the account stops working.',
      steps: [
        {
          method: 'POST',
          path: '/api/v1/auth/send-otp',
          description:
            'Send email and purpose: "reset". The answer is the same whether or not an account exists; the code is mailed only to an existing one.',
        },
        {
          method: 'POST',
          path: '/api/v1/auth/reset-password',
          description: 'Send email, the 6-digit code as otp, and newPassword. No token is returned.',
        },
        { method: 'POST', path: '/api/v1/auth/login', description: 'Sign in with the new password.' },
      ],
    },
    {
      name: 'sign-in',
      description: 'Exchange email and password for a token.',
      steps: [
        {
          method: 'POST',
          path: '/api/v1/auth/login',
          description: 'Take data.token and data.organization.id (or data.activeOrganization.id).',
        },
      ],
    },
    {
      name: 'sign-in-with-code',
      description:
        'Exchange email and an emailed 6-digit code for a token, without a password (GET /auth/methods: emailOtp). Works for accounts that only use the identity provider too.',
      steps: [
        {
          method: 'POST',
          path: '/api/v1/auth/send-otp',
          description:
            'Send email and purpose: "signin". The answer is the same whether or not the account exists; the code is mailed only to an account that may sign in.',
        },
        {
          method: 'POST',
          path: '/api/v1/auth/login',
          description:
            'Send email and the code as otp (no password). The same session as password sign-in; the code works once, for 10 minutes, with 5 wrong tries. Any failure is the same 401.',
        },
      ],
    },
    {
      name: 'web-session',
      description:
        'For the web app served by this server: the session lives in an HttpOnly cookie, never in the page (docs/web-sessions.md). API clients use sign-in and Bearer instead.',
      steps: [
        {
          method: 'POST',
          path: '/api/v1/auth/session',
          description:
            'Send email and password (or otp). Sets the pc_session cookie; keep data.csrfToken (also in the pc_csrf cookie) and send it as x-csrf-token on every request other than GET.',
        },
        {
          method: 'DELETE',
          path: '/api/v1/auth/session',
          description: 'Sign out: the session stops working at once; both cookies are cleared.',
        },
      ],
    },
    {
      name: 'identity-provider',
      description:
        'Exchange an identity provider access token for a service token, when enabled (see GET /auth/methods).',
      steps: [
        {
          method: 'POST',
          path: '/api/v1/auth/oauth',
          description: 'Send accessToken; new users also send acceptedTerms: true.',
        },
      ],
    },
    {
      name: 'invitation',
      description: 'Join an organization from an invitation email or invite URL.',
      steps: [
        {
          method: 'POST',
          path: '/api/v1/auth/accept-invite',
          description: 'Send the token, a password and acceptedTerms: true.',
        },
      ],
    },
    {
      name: 'legal-acceptance',
      description: 'When data.user.needsLegalAcceptance is true, accept the current terms.',
      steps: [
        { method: 'GET', path: '/api/v1/auth/legal', description: 'Read the current terms version.' },
        {
          method: 'POST',
          path: '/api/v1/auth/accept-terms',
          description: 'Send that version as termsVersion; a stale version is rejected with 400.',
        },
      ],
    },
  ],
  errors: [
    {
      status: 400,
      code: 'VALIDATION_ERROR',
      when: 'x-organization-id is missing or not a UUID, or the body is invalid',
    },
    {
      status: 401,
      code: 'UNAUTHORIZED',
      when: 'no token, an invalid or expired token, or a token revoked by a password change, reset or deactivation; a failed sign-in (password or code)',
    },
    {
      status: 403,
      code: 'NOT_A_MEMBER',
      when: 'the caller is not an active member of the organization named by x-organization-id',
    },
    {
      status: 403,
      code: 'CSRF_REJECTED',
      when: 'a write authenticated by the pc_session cookie without the matching x-csrf-token, or from another Origin',
    },
    {
      status: 403,
      code: 'FORBIDDEN',
      when: "the caller's role lacks the permission the operation needs",
    },
    {
      status: 429,
      code: 'RATE_LIMITED',
      when: 'too many requests from one address, failed sign-ins for one account, or emails to one address; wait for Retry-After seconds',
    },
  ],
};
