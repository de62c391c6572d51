// Texts of the hosted sign-in and sign-out pages and of the one-time code mail, in the shop's languages.
import type {Locale} from '../catalogue/catalogue-scope.js';

export interface SignInMessages {
  title: string;
  emulatorNotice: string;
  intro: (shop: string) => string;
  email: string;
  continue: string;
  codeTitle: string;
  codeSent: (email: string) => string;
  newCodeSent: (email: string) => string;
  code: string;
  codeHint: (minutes: number) => string;
  verify: string;
  resend: string;
  otherEmail: string;
  invalidEmail: string;
  invalidCode: string;
  wrongCode: (attemptsLeft: number) => string;
  codeExpired: string;
  tooManyAttempts: string;
  accountDisabled: string;
  requestExpired: string;
  errorTitle: string;
  backToShop: string;
  signedOutTitle: string;
  signedOut: string;
  mailSubject: (code: string, shop: string) => string;
  mailIntro: (shop: string) => string;
  mailIgnore: string;
}

export const SIGN_IN_MESSAGES: Record<Locale, SignInMessages> = {
  en: {
    title: 'Sign in',
    emulatorNotice: 'Emulated sign-in: codes are delivered to the emulator’s mailbox.',
    intro: (shop) => `Enter your email to sign in to ${shop} or to create an account.`,
    email: 'Email',
    continue: 'Continue',
    codeTitle: 'Enter the code',
    codeSent: (email) => `We sent a 6-digit code to ${email}.`,
    newCodeSent: (email) => `We sent a new 6-digit code to ${email}.`,
    code: '6-digit code',
    codeHint: (minutes) => `The code is valid for ${minutes} minutes.`,
    verify: 'Sign in',
    resend: 'Send a new code',
    otherEmail: 'Use another email',
    invalidEmail: 'Enter a valid email address.',
    invalidCode: 'Enter the 6 digits of the code.',
    wrongCode: (left) => `This code is not correct. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`,
    codeExpired: 'This code has expired. Ask for a new code.',
    tooManyAttempts: 'Too many wrong attempts. Ask for a new code.',
    accountDisabled: 'This account is disabled. Contact the shop for help.',
    requestExpired: 'This sign-in request has expired or is not valid. Go back to the shop and sign in again.',
    errorTitle: 'Sign-in error',
    backToShop: 'Back to the shop',
    signedOutTitle: 'Signed out',
    signedOut: 'You are signed out.',
    mailSubject: (code, shop) => `${code} is your sign-in code for ${shop}`,
    mailIntro: (shop) => `Use this code to sign in to ${shop}:`,
    mailIgnore: 'If you did not try to sign in, you can ignore this mail.',
  },
  fr: {
    title: 'Connexion',
    emulatorNotice: 'Connexion émulée : les codes arrivent dans la boîte aux lettres de l’émulateur.',
    intro: (shop) => `Saisissez votre e-mail pour vous connecter à ${shop} ou créer un compte.`,
    email: 'E-mail',
    continue: 'Continuer',
    codeTitle: 'Saisissez le code',
    codeSent: (email) => `Nous avons envoyé un code à 6 chiffres à ${email}.`,
    newCodeSent: (email) => `Nous avons envoyé un nouveau code à 6 chiffres à ${email}.`,
    code: 'Code à 6 chiffres',
    codeHint: (minutes) => `Le code est valable ${minutes} minutes.`,
    verify: 'Se connecter',
    resend: 'Envoyer un nouveau code',
    otherEmail: 'Utiliser une autre adresse e-mail',
    invalidEmail: 'Saisissez une adresse e-mail valide.',
    invalidCode: 'Saisissez les 6 chiffres du code.',
    wrongCode: (left) => `Ce code est incorrect. Encore ${left} ${left === 1 ? 'essai' : 'essais'}.`,
    codeExpired: 'Ce code a expiré. Demandez un nouveau code.',
    tooManyAttempts: 'Trop d’essais incorrects. Demandez un nouveau code.',
    accountDisabled: 'Ce compte est désactivé. Contactez la boutique.',
    requestExpired: 'Cette demande de connexion a expiré ou n’est pas valide. Retournez à la boutique et reconnectez-vous.',
    errorTitle: 'Erreur de connexion',
    backToShop: 'Retour à la boutique',
    signedOutTitle: 'Déconnecté',
    signedOut: 'Vous êtes déconnecté.',
    mailSubject: (code, shop) => `${code} est votre code de connexion à ${shop}`,
    mailIntro: (shop) => `Utilisez ce code pour vous connecter à ${shop} :`,
    mailIgnore: 'Si vous n’avez pas essayé de vous connecter, ignorez ce message.',
  },
  nl: {
    title: 'Aanmelden',
    emulatorNotice: 'Geëmuleerd aanmelden: codes komen in de mailbox van de emulator.',
    intro: (shop) => `Vul je e-mailadres in om je aan te melden bij ${shop} of een account te maken.`,
    email: 'E-mailadres',
    continue: 'Doorgaan',
    codeTitle: 'Vul de code in',
    codeSent: (email) => `We hebben een code van 6 cijfers naar ${email} gestuurd.`,
    newCodeSent: (email) => `We hebben een nieuwe code van 6 cijfers naar ${email} gestuurd.`,
    code: 'Code van 6 cijfers',
    codeHint: (minutes) => `De code is ${minutes} minuten geldig.`,
    verify: 'Aanmelden',
    resend: 'Stuur een nieuwe code',
    otherEmail: 'Een ander e-mailadres gebruiken',
    invalidEmail: 'Vul een geldig e-mailadres in.',
    invalidCode: 'Vul de 6 cijfers van de code in.',
    wrongCode: (left) => `Deze code klopt niet. Nog ${left} ${left === 1 ? 'poging' : 'pogingen'}.`,
    codeExpired: 'Deze code is verlopen. Vraag een nieuwe code aan.',
    tooManyAttempts: 'Te veel foute pogingen. Vraag een nieuwe code aan.',
    accountDisabled: 'Dit account is uitgeschakeld. Neem contact op met de winkel.',
    requestExpired: 'Deze aanmelding is verlopen of ongeldig. Ga terug naar de winkel en meld je opnieuw aan.',
    errorTitle: 'Fout bij aanmelden',
    backToShop: 'Terug naar de winkel',
    signedOutTitle: 'Afgemeld',
    signedOut: 'Je bent afgemeld.',
    mailSubject: (code, shop) => `${code} is je aanmeldcode voor ${shop}`,
    mailIntro: (shop) => `Gebruik deze code om je aan te melden bij ${shop}:`,
    mailIgnore: 'Heb je niet geprobeerd je aan te melden? Dan kun je deze mail negeren.',
  },
};

const SHOP_LOCALES: readonly Locale[] = ['en', 'fr', 'nl'];

/**
 * The page's language from `locale` (Hydrogen sends `fr` or `fr-BE`) or else `ui_locales` (OpenID
 * Connect: space-separated, preferred first); English when none is one of the shop's.
 */
export function signInLocale(params: URLSearchParams): Locale {
  const candidates = [params.get('locale') ?? '', ...(params.get('ui_locales') ?? '').split(' ')];
  for (const candidate of candidates) {
    const language = candidate.trim().toLowerCase().split(/[-_]/)[0] as Locale;
    if (SHOP_LOCALES.includes(language)) return language;
  }
  return 'en';
}

export function isShopLocale(value: string): value is Locale {
  return (SHOP_LOCALES as readonly string[]).includes(value);
}
