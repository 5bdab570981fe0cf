import { z } from 'zod';
import { nameField } from '../../platform/http/text-input.js';

/** Field schemas every form about a person uses: sign-up, invitations, the client portal. */
export const emailField = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email('must be an email address').max(254))
  .describe('Email address; compared case-insensitively');
export const newPasswordField = z.string().min(8, 'must be at least 8 characters').max(256);
export const fullNameField = nameField(200);
