export { users } from './users.tables.js';
export {
  acceptTerms,
  changePassword,
  claimAccount,
  completeInvitedAccount,
  createUser,
  findUserByEmail,
  findUserById,
  findUserByOidcSubject,
  linkOidcSubject,
  lockUserByEmail,
  resetPasswordByEmail,
  userExistsWithEmail,
  type NewUser,
  type UserRow,
} from './users.repository.js';
export { normalizeEmail } from './email.js';
export { emailField, fullNameField, newPasswordField } from './users.schemas.js';
