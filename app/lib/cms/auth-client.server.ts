import {z} from 'zod';
import {requestJson, type ErrorHook, type FetchLike} from './http';
import {buildQuery, type StrapiQuery} from './query';
import {AuthResponseSchema, ContentUserSchema, type AuthResponse, type ContentUser} from './response-envelopes';
import type {CmsTokenStore} from './token-cookie.server';
import {validateContent} from './validate';

export interface CmsAuthClientOptions {
  url: string;
  tokens: CmsTokenStore;
  fetch?: FetchLike;
  onError?: ErrorHook;
}

// `/users/me` may carry populated relations, so extra fields are kept.
export type CmsUser = ContentUser & Record<string, unknown>;

// Leaves the site: a caller follows it only because `external` says so.
export interface ExternalRedirect {
  url: string;
  external: true;
}

export interface CmsAuthClient {
  me(populate?: StrapiQuery['populate']): Promise<CmsUser>;
  login(credentials: {identifier: string; password: string}): Promise<AuthResponse>;
  // Without a jwt when the content system asks for an e-mail confirmation first.
  register(
    body: {username: string; email: string; password: string} & Record<string, unknown>,
  ): Promise<RegisterResponse>;
  forgotPassword(body: {email: string}): Promise<void>;
  resetPassword(body: {code: string; password: string; passwordConfirmation: string}): Promise<AuthResponse>;
  changePassword(body: {
    currentPassword: string;
    password: string;
    passwordConfirmation: string;
  }): Promise<AuthResponse>;
  sendEmailConfirmation(body: {email: string}): Promise<void>;
  providerLoginUrl(provider: string): ExternalRedirect;
  providerCallback(provider: string, accessToken: string): Promise<AuthResponse>;
}

const UserSchema: z.ZodType<CmsUser> = ContentUserSchema.loose();
const RegisterResponseSchema = z.object({jwt: z.string().min(1).optional(), user: ContentUserSchema});
export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;

const PROVIDER_NAME = /^[a-z0-9][a-z0-9_-]*$/i;

export function createCmsAuthClient(options: CmsAuthClientOptions): CmsAuthClient {
  const apiUrl = `${options.url.replace(/\/+$/, '')}/api`;
  const {tokens} = options;

  function call(path: string, method: 'GET' | 'POST', body?: unknown): Promise<unknown> {
    const token = tokens.get();
    return requestJson(
      {url: `${apiUrl}${path}`, method, body, headers: token ? {Authorization: `Bearer ${token}`} : {}},
      {fetch: options.fetch, onError: options.onError},
    );
  }

  async function authenticate(entity: string, answer: Promise<unknown>): Promise<AuthResponse> {
    const auth = validateContent(entity, AuthResponseSchema, await answer);
    tokens.set(auth.jwt);
    return auth;
  }

  return {
    async me(populate) {
      const search = populate === undefined ? '' : buildQuery({populate});
      try {
        return validateContent(
          'users/me',
          UserSchema,
          await call(`/users/me${search ? `?${search}` : ''}`, 'GET'),
        );
      } catch (error) {
        tokens.clear();
        throw error;
      }
    },

    login: (credentials) => authenticate('auth/local', call('/auth/local', 'POST', credentials)),

    async register(body) {
      const answer = validateContent(
        'auth/local/register',
        RegisterResponseSchema,
        await call('/auth/local/register', 'POST', body),
      );
      if (answer.jwt) tokens.set(answer.jwt);
      return answer;
    },

    async forgotPassword(body) {
      await call('/auth/forgot-password', 'POST', body);
    },

    resetPassword: (body) => authenticate('auth/reset-password', call('/auth/reset-password', 'POST', body)),

    changePassword: (body) =>
      authenticate('auth/change-password', call('/auth/change-password', 'POST', body)),

    async sendEmailConfirmation(body) {
      await call('/auth/send-email-confirmation', 'POST', body);
    },

    providerLoginUrl(provider) {
      const url = new URL(`${apiUrl}/connect/${checkedProvider(provider)}`);
      if (url.protocol !== 'https:' && url.protocol !== 'http:') {
        throw new Error(`Refusing a provider login redirect with the protocol "${url.protocol}".`);
      }
      return {url: url.href, external: true};
    },

    providerCallback(provider, accessToken) {
      const search = buildQuery({access_token: accessToken});
      return authenticate(
        `auth/${provider}/callback`,
        call(`/auth/${checkedProvider(provider)}/callback?${search}`, 'GET'),
      );
    },
  };
}

function checkedProvider(provider: string): string {
  if (!PROVIDER_NAME.test(provider)) throw new Error(`"${provider}" is not a provider name.`);
  return provider;
}
