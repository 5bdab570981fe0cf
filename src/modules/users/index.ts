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
  type UserRow,
} from './users.repository.js';
export { emailField, fullNameField, newPasswordField } from './users.schemas.js';
