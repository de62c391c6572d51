// Setting a password with a mailed token: password reset and account activation both end here, with a
// fresh access token and every older one revoked.
import type {Database} from '../db/database.js';
import {deleteAccessTokensOf, issueAccessToken, type CustomerAccessToken} from './access-tokens.js';
import {checkPassword} from './customer-input.js';
import type {CustomerIssues} from './customer-issues.js';
import {customerById, updateCustomer, type CustomerRecord} from './customer-store.js';
import {consumeMailToken, mailTokenValid, type MailTokenPurpose} from './mail-tokens.js';
import {hashPassword} from './passwords.js';

export interface PasswordByTokenRequest {
  customerId: number | null;
  token: string;
  password: string;
  purpose: MailTokenPurpose;
  tokenField: string[];
  passwordField: string[];
}

export function setPasswordWithMailToken(
  db: Database,
  request: PasswordByTokenRequest,
  issues: CustomerIssues,
  now: Date,
): {customer: CustomerRecord; customerAccessToken: CustomerAccessToken} | null {
  const customer = request.customerId === null ? null : customerById(db, request.customerId);
  if (customer && request.purpose === 'activation' && customer.state === 'enabled') {
    issues.error('ALREADY_ENABLED', null, 'Customer already enabled');
    return null;
  }
  if (!customer || !mailTokenValid(db, customer.id, request.purpose, request.token, now)) {
    issues.error(
      'TOKEN_INVALID',
      request.tokenField,
      request.purpose === 'reset' ? 'Invalid reset token' : 'Invalid activation token',
    );
    return null;
  }
  checkPassword(request.password, request.passwordField, issues);
  if (issues.any) return null;
  const updated: CustomerRecord = {
    ...customer,
    passwordHash: hashPassword(request.password),
    state: 'enabled',
    updatedAt: now.toISOString(),
  };
  updateCustomer(db, updated);
  consumeMailToken(db, request.token);
  deleteAccessTokensOf(db, customer.id);
  return {customer: updated, customerAccessToken: issueAccessToken(db, customer.id, now)};
}
