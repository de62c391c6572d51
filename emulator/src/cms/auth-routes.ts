// Strapi's users-permissions routes under /api: local login and registration, forgotten, reset and
// changed passwords, e-mail confirmation, a provider's callback and /users/me. Registration is closed
// unless opened, as in the Strapi project; e-mail confirmation is off, so registering signs the user in.
import {randomBytes} from 'node:crypto';
import type {z} from 'zod';
import {storeMail} from '../commerce/mail-store.js';
import {hashPassword, verifyPassword} from '../commerce/passwords.js';
import {jsonResponse, type RouteContext} from '../http/route-handler.js';
import {bearerToken} from './api-token.js';
import {ChangePasswordBody, EmailBody, LoginBody, RegisterBody, ResetPasswordBody} from './auth-input.js';
import {cmsConfig} from './cms-config.js';
import {signUserJwt, verifyUserJwt} from './jwt.js';
import {providerCallback} from './provider-login.js';
import {readJsonBody, zodIssues} from './request-body.js';
import {applicationError, issuesError, methodNotAllowed, unauthorized, validationError} from './strapi-errors.js';
import {
  findUserByEmail,
  findUserById,
  findUserByIdentifier,
  findUserByResetToken,
  insertUser,
  isUsernameOrEmailTaken,
  publicUser,
  setResetToken,
  updatePassword,
  type UserRow,
} from './user-store.js';

async function body<T>(request: Request, schema: z.ZodType<T>): Promise<T> {
  const parsed = schema.safeParse(await readJsonBody(request));
  if (!parsed.success) throw issuesError(zodIssues(parsed.error));
  return parsed.data;
}

function signedIn(user: UserRow, now: Date, status = 200): Response {
  return jsonResponse({jwt: signUserJwt(user.id, now), user: publicUser(user)}, status);
}

/** The signed-in user of a request; 401 without a valid jwt of an existing, unblocked user. */
function currentUser(request: Request, ctx: RouteContext): UserRow {
  const token = bearerToken(request);
  const userId = token ? verifyUserJwt(token, ctx.now()) : null;
  const user = userId === null ? undefined : findUserById(ctx.db, userId);
  if (!user || user.blocked === 1) throw unauthorized();
  return user;
}

async function login(request: Request, ctx: RouteContext): Promise<Response> {
  const {identifier, password} = await body(request, LoginBody);
  const user = findUserByIdentifier(ctx.db, identifier);
  if (!user || !verifyPassword(password, user.password_hash)) throw validationError('Invalid identifier or password');
  if (user.blocked === 1) throw applicationError('Your account has been blocked by an administrator');
  return signedIn(user, ctx.now());
}

async function register(request: Request, ctx: RouteContext): Promise<Response> {
  if (!ctx.cmsSettings.allowRegister) throw applicationError('Register action is currently disabled');
  const input = await body(request, RegisterBody);
  const email = input.email.toLowerCase();
  if (isUsernameOrEmailTaken(ctx.db, input.username, email)) throw applicationError('Email or Username are already taken');
  const user = insertUser(
    ctx.db,
    {username: input.username, email, provider: 'local', passwordHash: hashPassword(input.password)},
    ctx.now(),
  );
  return signedIn(user, ctx.now());
}

async function forgotPassword(request: Request, ctx: RouteContext): Promise<Response> {
  const {email} = await body(request, EmailBody);
  const user = findUserByEmail(ctx.db, email.toLowerCase());
  // Strapi answers the same whether or not the address is known.
  if (user && user.blocked === 0 && user.provider === 'local') {
    const code = randomBytes(32).toString('hex');
    setResetToken(ctx.db, user.id, code);
    const link = `${cmsConfig().resetPasswordUrl}?code=${code}`;
    storeMail(
      ctx.db,
      {
        to: user.email,
        subject: 'Reset password',
        text: `We heard that you lost your password. Sorry about that!\n\nBut don’t worry! You can use the following link to reset your password:\n${link}\n\nThanks.`,
        html: `<p>We heard that you lost your password. Sorry about that!</p><p>But don’t worry! You can use the following link to reset your password:</p><p><a href="${link}">${link}</a></p><p>Thanks.</p>`,
        links: [link],
      },
      ctx.now(),
    );
  }
  return jsonResponse({ok: true});
}

async function resetPassword(request: Request, ctx: RouteContext): Promise<Response> {
  const {code, password} = await body(request, ResetPasswordBody);
  const user = findUserByResetToken(ctx.db, code);
  if (!user) throw validationError('Incorrect code provided');
  return signedIn(updatePassword(ctx.db, user.id, hashPassword(password), ctx.now()), ctx.now());
}

async function changePassword(request: Request, ctx: RouteContext): Promise<Response> {
  const user = currentUser(request, ctx);
  const {currentPassword, password} = await body(request, ChangePasswordBody);
  if (!verifyPassword(currentPassword, user.password_hash)) {
    throw validationError('The provided current password is invalid');
  }
  if (currentPassword === password) {
    throw validationError('Your new password must be different than your current password');
  }
  return signedIn(updatePassword(ctx.db, user.id, hashPassword(password), ctx.now()), ctx.now());
}

async function sendEmailConfirmation(request: Request, ctx: RouteContext): Promise<Response> {
  const {email} = await body(request, EmailBody);
  const user = findUserByEmail(ctx.db, email.toLowerCase());
  if (!user) return jsonResponse({email, sent: true});
  if (user.confirmed === 1) throw applicationError('Already confirmed');
  if (user.blocked === 1) throw applicationError('User blocked');
  return jsonResponse({email: user.email, sent: true});
}

type AuthHandler = (request: Request, ctx: RouteContext) => Promise<Response>;

const POST_ROUTES: Record<string, AuthHandler> = {
  'auth/local': login,
  'auth/local/register': register,
  'auth/forgot-password': forgotPassword,
  'auth/reset-password': resetPassword,
  'auth/change-password': changePassword,
  'auth/send-email-confirmation': sendEmailConfirmation,
};

export async function authRoutes(request: Request, segments: string[], ctx: RouteContext): Promise<Response | null> {
  const path = segments.join('/');
  const handler = POST_ROUTES[path];
  if (handler) {
    if (request.method !== 'POST') throw methodNotAllowed();
    return handler(request, ctx);
  }
  if (path === 'users/me') {
    if (request.method !== 'GET') throw methodNotAllowed();
    return jsonResponse(publicUser(currentUser(request, ctx)));
  }
  if (segments.length === 3 && segments[0] === 'auth' && segments[2] === 'callback') {
    if (request.method !== 'GET') throw methodNotAllowed();
    const user = providerCallback(segments[1], new URL(request.url).searchParams.get('access_token'), ctx);
    return signedIn(user, ctx.now());
  }
  return null;
}
