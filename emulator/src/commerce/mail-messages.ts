// The shop's mails in its three languages: password reset, account activation, order confirmation.
import {html, type SafeHtml} from '../checkout/html.js';
import type {Locale} from '../catalogue/catalogue-scope.js';
import type {Mail} from './mail-store.js';

interface LinkMailText {
  subject: string;
  intro: string;
  action: string;
  outro: string;
}

const RESET: Record<Locale, LinkMailText> = {
  en: {
    subject: 'Reset your password',
    intro: 'Follow this link to choose a new password for your account:',
    action: 'Reset your password',
    outro: "If you didn't ask to reset your password, you can ignore this mail.",
  },
  fr: {
    subject: 'Réinitialisez votre mot de passe',
    intro: 'Suivez ce lien pour choisir un nouveau mot de passe pour votre compte :',
    action: 'Réinitialiser le mot de passe',
    outro: "Si vous n'avez pas demandé cette réinitialisation, ignorez ce message.",
  },
  nl: {
    subject: 'Stel je wachtwoord opnieuw in',
    intro: 'Volg deze link om een nieuw wachtwoord voor je account te kiezen:',
    action: 'Wachtwoord opnieuw instellen',
    outro: 'Heb je dit niet gevraagd? Dan kun je deze mail negeren.',
  },
};

const ACTIVATION: Record<Locale, LinkMailText> = {
  en: {
    subject: 'Activate your customer account',
    intro: 'An account was made for you at our shop. Follow this link to choose a password and activate it:',
    action: 'Activate your account',
    outro: 'The link stays valid for 30 days.',
  },
  fr: {
    subject: 'Activez votre compte client',
    intro: 'Un compte a été créé pour vous dans notre boutique. Suivez ce lien pour choisir un mot de passe et l’activer :',
    action: 'Activer votre compte',
    outro: 'Le lien reste valable 30 jours.',
  },
  nl: {
    subject: 'Activeer je klantenaccount',
    intro: 'Er is een account voor je aangemaakt in onze winkel. Volg deze link om een wachtwoord te kiezen en het te activeren:',
    action: 'Activeer je account',
    outro: 'De link blijft 30 dagen geldig.',
  },
};

function layout(shop: string, title: string, body: SafeHtml): string {
  return html`<!doctype html><html><head><meta charset="utf-8"><title>${title}</title></head>
<body style="font-family: sans-serif; max-width: 36rem; margin: auto">
<h1>${shop}</h1>${body}</body></html>`.value;
}

function linkMail(shop: string, text: LinkMailText, to: string, url: string): Mail {
  return {
    to,
    subject: `${shop}: ${text.subject}`,
    text: `${text.intro}\n\n${url}\n\n${text.outro}\n`,
    html: layout(shop, text.subject, html`<p>${text.intro}</p><p><a href="${url}">${text.action}</a></p><p>${text.outro}</p>`),
    links: [url],
  };
}

export function passwordResetMail(shop: string, locale: Locale, to: string, resetUrl: string): Mail {
  return linkMail(shop, RESET[locale], to, resetUrl);
}

export function activationMail(shop: string, locale: Locale, to: string, activationUrl: string): Mail {
  return linkMail(shop, ACTIVATION[locale], to, activationUrl);
}

export interface OrderMailContent {
  name: string;
  lines: {title: string; quantity: number; total: string}[];
  total: string;
  tax: string;
  statusUrl: string;
}

const ORDER: Record<Locale, {subject: (name: string) => string; thanks: string; total: string; vat: string; view: string}> = {
  en: {
    subject: (name) => `Order ${name} confirmed`,
    thanks: 'Thank you for your order. We are getting it ready.',
    total: 'Total',
    vat: 'including VAT',
    view: 'View your order',
  },
  fr: {
    subject: (name) => `Commande ${name} confirmée`,
    thanks: 'Merci pour votre commande. Nous la préparons.',
    total: 'Total',
    vat: 'dont TVA',
    view: 'Voir votre commande',
  },
  nl: {
    subject: (name) => `Bestelling ${name} bevestigd`,
    thanks: 'Bedankt voor je bestelling. We maken ze klaar.',
    total: 'Totaal',
    vat: 'inclusief btw',
    view: 'Bekijk je bestelling',
  },
};

export function orderConfirmationMail(shop: string, locale: Locale, to: string, order: OrderMailContent): Mail {
  const text = ORDER[locale];
  const lineText = order.lines.map((line) => `${line.quantity} × ${line.title}: ${line.total}`).join('\n');
  return {
    to,
    subject: `${shop}: ${text.subject(order.name)}`,
    text: `${text.thanks}\n\n${lineText}\n\n${text.total}: ${order.total} (${text.vat} ${order.tax})\n\n${order.statusUrl}\n`,
    html: layout(
      shop,
      text.subject(order.name),
      html`<p>${text.thanks}</p><ul>${order.lines.map(
        (line) => html`<li>${line.quantity} × ${line.title}: ${line.total}</li>`,
      )}</ul><p><strong>${text.total}: ${order.total}</strong> (${text.vat} ${order.tax})</p>
<p><a href="${order.statusUrl}">${text.view}</a></p>`,
    ),
    links: [order.statusUrl],
  };
}
