import type {Core} from '@strapi/strapi';
import type {Locale} from '../content-model';
import {notifyLocale} from '../mail/notify-locale';
import {sendMail} from '../mail/send-mail';

// Strapi's "Invite new user" only shows the registration link, to be passed on by hand. The CMS mails
// it to the invited person through the same provider as its other mail, in the duo's language (the
// person is one of theirs); the link is the same one the admin panel shows.

const TEXTS: Record<Locale, {subject: string; body: (name: string, link: string) => string}> = {
  en: {
    subject: 'You are invited to edit the Ronce & Rivière website',
    body: (name, link) =>
      `Hello ${name},\n\nYou have been invited to edit the Ronce & Rivière website. Choose your password here:\n\n${link}\n\nThen sign in with this e-mail address.`,
  },
  fr: {
    subject: 'Invitation à modifier le site de Ronce & Rivière',
    body: (name, link) =>
      `Bonjour ${name},\n\nVous êtes invité·e à modifier le site de Ronce & Rivière. Choisissez votre mot de passe ici :\n\n${link}\n\nConnectez-vous ensuite avec cette adresse e-mail.`,
  },
  nl: {
    subject: 'Uitnodiging om de website van Ronce & Rivière te bewerken',
    body: (name, link) =>
      `Dag ${name},\n\nJe bent uitgenodigd om de website van Ronce & Rivière te bewerken. Kies hier je wachtwoord:\n\n${link}\n\nMeld je daarna aan met dit e-mailadres.`,
  },
};

interface InvitedUser {
  email: string;
  firstname?: string | null;
  registrationToken?: string | null;
  isActive?: boolean;
}

/** The registration link of an invited admin user, on the admin panel's public address. */
export function registrationLink(adminUrl: string, token: string): string {
  return `${adminUrl.replace(/\/+$/, '')}/auth/register?${new URLSearchParams({registrationToken: token})}`;
}

export function registerInvitationMail(strapi: Core.Strapi): void {
  strapi.db.lifecycles.subscribe({
    models: ['admin::user'],
    async afterCreate(event) {
      const user = event.result as InvitedUser;
      if (!user.registrationToken || user.isActive) return;
      const text = TEXTS[notifyLocale(strapi)];
      const link = registrationLink(String(strapi.config.get('admin.absoluteUrl')), user.registrationToken);
      await sendMail(strapi, {to: user.email, subject: text.subject, text: text.body(user.firstname ?? user.email, link)}, 'invitation');
    },
  });
}
