import { z } from 'zod';

/** Field schemas every form about a person uses: sign-up, invitations, the client portal. */
export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('must be an email address').max(254))
  .describe('Email address; compared case-insensitively');
export const newPasswordField = z.string().min(8, 'must be at least 8 characters').max(256);
export const fullNameField = z.string().trim().min(1).max(200);
