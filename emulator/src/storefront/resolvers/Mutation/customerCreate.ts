import {sendActivationMail} from '../../../commerce/account-mails.js';
import {
  checkEmail,
  checkName,
  checkPassword,
  checkPhone,
  optionalText,
} from '../../../commerce/customer-input.js';
import {CustomerIssues} from '../../../commerce/customer-issues.js';
import {customerById, customerByEmail, insertCustomer} from '../../../commerce/customer-store.js';
import {hashPassword} from '../../../commerce/passwords.js';
import {type EmulatorContext} from '../../graphql-context.js';
import {localeOf} from '../../../catalogue/catalogue-scope.js';
import {customerShape} from '../../graphql-shapes.js';

interface CustomerCreateInput {
  email: string;
  password: string;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  acceptsMarketing?: boolean | null;
}

export function customerCreate(_parent: unknown, args: {input: CustomerCreateInput}, ctx: EmulatorContext) {
  const {input} = args;
  const issues = new CustomerIssues();
  const now = ctx.now();
  return ctx.db
    .transaction(() => {
      const existing = customerByEmail(ctx.db, input.email);
      // A guest who checked out has a disabled account: Shopify mails an activation link instead.
      if (existing && existing.state !== 'enabled') {
        sendActivationMail(ctx.db, existing, localeOf(ctx), now);
        issues.error(
          'CUSTOMER_DISABLED',
          null,
          `We have sent an email to ${existing.email}, please click the link included to verify your email address.`,
        );
        return {customer: null, ...issues.payload()};
      }
      checkEmail(ctx.db, input.email, ['input', 'email'], issues, null);
      checkPassword(input.password, ['input', 'password'], issues);
      const phone = optionalText(input.phone);
      if (phone) checkPhone(ctx.db, phone, ['input', 'phone'], issues, null);
      const firstName = optionalText(input.firstName);
      const lastName = optionalText(input.lastName);
      if (firstName) checkName(firstName, ['input', 'firstName'], issues);
      if (lastName) checkName(lastName, ['input', 'lastName'], issues);
      if (issues.any) return {customer: null, ...issues.payload()};
      const id = insertCustomer(ctx.db, {
        email: input.email.trim(),
        firstName,
        lastName,
        phone,
        acceptsMarketing: input.acceptsMarketing ?? false,
        passwordHash: hashPassword(input.password),
        state: 'enabled',
        tags: [],
        defaultAddressId: null,
        createdAt: now.toISOString(),
        updatedAt: now.toISOString(),
      });
      return {customer: customerShape(customerById(ctx.db, id)!), ...issues.payload()};
    })
    .immediate();
}
