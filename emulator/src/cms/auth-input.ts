// The bodies of the users-permissions routes, checked the way Strapi checks them.
import {z} from 'zod';

// bcrypt, which Strapi uses, ignores bytes past 72, so Strapi refuses longer passwords.
const Password = z
  .string('password is a required field')
  .min(6, 'password must be at least 6 characters')
  .refine((value) => Buffer.byteLength(value) <= 72, 'Password must be less than 73 bytes');

export const LoginBody = z.object({
  identifier: z.string('identifier is a required field').min(1, 'identifier is a required field'),
  password: z.string('password is a required field').min(1, 'password is a required field'),
});

export const RegisterBody = z.object({
  username: z.string('username is a required field').trim().min(3, 'username must be at least 3 characters'),
  email: z.email('email must be a valid email'),
  password: Password,
});

export const EmailBody = z.object({email: z.email('email must be a valid email')});

const confirmed = (body: {password: string; passwordConfirmation: string}) => body.password === body.passwordConfirmation;
const mismatch = {message: 'Passwords do not match', path: ['passwordConfirmation']};

export const ResetPasswordBody = z
  .object({code: z.string('code is a required field').min(1), password: Password, passwordConfirmation: z.string()})
  .refine(confirmed, mismatch);

export const ChangePasswordBody = z
  .object({
    currentPassword: z.string('currentPassword is a required field').min(1),
    password: Password,
    passwordConfirmation: z.string(),
  })
  .refine(confirmed, mismatch);
