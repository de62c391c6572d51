import type {Core} from '@strapi/strapi';
import {loadExampleEnv} from '../src/env/example-env';

loadExampleEnv();

export default ({env}: Core.Config.Shared.ConfigParams) => {
  const user = env('SMTP_USER', '');
  return {
    email: {
      config: {
        provider: 'nodemailer',
        providerOptions: {
          host: env('SMTP_HOST', '127.0.0.1'),
          port: env.int('SMTP_PORT', 4025),
          secure: env.bool('SMTP_SECURE', false),
          ...(user ? {auth: {user, pass: env('SMTP_PASS', '')}} : {}),
          // A dead mail server must not hold a visitor's request for minutes.
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 20_000,
        },
        settings: {
          defaultFrom: env('MAIL_FROM', 'Ronce & Rivière <no-reply@ronce-riviere.example>'),
          defaultReplyTo: env('MAIL_REPLY_TO', 'duo@ronce-riviere.example'),
        },
      },
    },
    'users-permissions': {
      config: {jwtSecret: env('JWT_SECRET')},
    },
  };
};
