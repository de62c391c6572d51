// Texts of the checkout pages in the shop's three languages.
import type {Locale} from '../catalogue/catalogue-scope.js';

export interface CheckoutMessages {
  title: string;
  emulatorNotice: string;
  contact: string;
  email: string;
  phone: string;
  shipping: string;
  firstName: string;
  lastName: string;
  company: string;
  address1: string;
  address2: string;
  zip: string;
  city: string;
  country: string;
  optional: string;
  summary: string;
  quantity: string;
  discount: string;
  subtotal: string;
  shippingCost: string;
  total: string;
  vatIncluded: (amount: string) => string;
  giftCard: (lastCharacters: string) => string;
  toPay: string;
  payNow: string;
  backToShop: string;
  required: string;
  invalidEmail: string;
  invalidCountry: string;
  outOfStock: string;
  onlyLeft: (title: string, available: number) => string;
  emptyCart: string;
  notFound: string;
  alreadyPlaced: string;
  viewOrder: string;
  thankYou: string;
  orderConfirmed: (name: string, email: string) => string;
  orderStatus: string;
  orderName: (name: string) => string;
  shipsTo: string;
  paid: string;
}

export const CHECKOUT_MESSAGES: Record<Locale, CheckoutMessages> = {
  en: {
    title: 'Checkout',
    emulatorNotice: 'Emulated checkout: no payment is taken.',
    contact: 'Contact',
    email: 'Email',
    phone: 'Phone',
    shipping: 'Shipping address',
    firstName: 'First name',
    lastName: 'Last name',
    company: 'Company',
    address1: 'Address',
    address2: 'Apartment, suite, etc.',
    zip: 'Postal code',
    city: 'City',
    country: 'Country',
    optional: 'optional',
    summary: 'Order summary',
    quantity: 'Quantity',
    discount: 'Discount',
    subtotal: 'Subtotal',
    shippingCost: 'Shipping',
    total: 'Total',
    vatIncluded: (amount) => `Including ${amount} VAT (21 %)`,
    giftCard: (last) => `Gift card ••••${last}`,
    toPay: 'To pay',
    payNow: 'Pay now',
    backToShop: 'Back to the shop',
    required: 'This field is required.',
    invalidEmail: 'Enter a valid email address.',
    invalidCountry: 'Choose a country from the list.',
    outOfStock: 'Some items ran out of stock while you were checking out. Nothing was charged; please update your cart.',
    onlyLeft: (title, available) => `${title}: only ${available} left`,
    emptyCart: 'Your cart is empty.',
    notFound: 'This checkout does not exist or has expired.',
    alreadyPlaced: 'This order has already been placed.',
    viewOrder: 'View your order',
    thankYou: 'Thank you!',
    orderConfirmed: (name, email) => `Your order ${name} is confirmed. A confirmation was sent to ${email}.`,
    orderStatus: 'Order status',
    orderName: (name) => `Order ${name}`,
    shipsTo: 'Ships to',
    paid: 'Paid',
  },
  fr: {
    title: 'Paiement',
    emulatorNotice: 'Paiement émulé : aucun montant n’est prélevé.',
    contact: 'Contact',
    email: 'E-mail',
    phone: 'Téléphone',
    shipping: 'Adresse de livraison',
    firstName: 'Prénom',
    lastName: 'Nom',
    company: 'Entreprise',
    address1: 'Adresse',
    address2: 'Appartement, boîte, etc.',
    zip: 'Code postal',
    city: 'Ville',
    country: 'Pays',
    optional: 'facultatif',
    summary: 'Récapitulatif de la commande',
    quantity: 'Quantité',
    discount: 'Réduction',
    subtotal: 'Sous-total',
    shippingCost: 'Livraison',
    total: 'Total',
    vatIncluded: (amount) => `Dont ${amount} de TVA (21 %)`,
    giftCard: (last) => `Carte cadeau ••••${last}`,
    toPay: 'À payer',
    payNow: 'Payer maintenant',
    backToShop: 'Retour à la boutique',
    required: 'Ce champ est obligatoire.',
    invalidEmail: 'Saisissez une adresse e-mail valide.',
    invalidCountry: 'Choisissez un pays dans la liste.',
    outOfStock: 'Certains articles sont épuisés depuis le début de votre paiement. Rien n’a été débité ; veuillez modifier votre panier.',
    onlyLeft: (title, available) => `${title} : plus que ${available} en stock`,
    emptyCart: 'Votre panier est vide.',
    notFound: 'Ce paiement n’existe pas ou a expiré.',
    alreadyPlaced: 'Cette commande a déjà été passée.',
    viewOrder: 'Voir votre commande',
    thankYou: 'Merci !',
    orderConfirmed: (name, email) => `Votre commande ${name} est confirmée. Une confirmation a été envoyée à ${email}.`,
    orderStatus: 'Suivi de commande',
    orderName: (name) => `Commande ${name}`,
    shipsTo: 'Livraison à',
    paid: 'Payée',
  },
  nl: {
    title: 'Afrekenen',
    emulatorNotice: 'Geëmuleerd afrekenen: er wordt niets betaald.',
    contact: 'Contact',
    email: 'E-mail',
    phone: 'Telefoon',
    shipping: 'Verzendadres',
    firstName: 'Voornaam',
    lastName: 'Achternaam',
    company: 'Bedrijf',
    address1: 'Adres',
    address2: 'Appartement, bus, enz.',
    zip: 'Postcode',
    city: 'Plaats',
    country: 'Land',
    optional: 'optioneel',
    summary: 'Overzicht van de bestelling',
    quantity: 'Aantal',
    discount: 'Korting',
    subtotal: 'Subtotaal',
    shippingCost: 'Verzending',
    total: 'Totaal',
    vatIncluded: (amount) => `Inclusief ${amount} btw (21 %)`,
    giftCard: (last) => `Cadeaubon ••••${last}`,
    toPay: 'Te betalen',
    payNow: 'Nu betalen',
    backToShop: 'Terug naar de winkel',
    required: 'Dit veld is verplicht.',
    invalidEmail: 'Vul een geldig e-mailadres in.',
    invalidCountry: 'Kies een land uit de lijst.',
    outOfStock: 'Sommige artikelen raakten uitverkocht tijdens het afrekenen. Er is niets betaald; pas je winkelmandje aan.',
    onlyLeft: (title, available) => `${title}: nog maar ${available} op voorraad`,
    emptyCart: 'Je winkelmandje is leeg.',
    notFound: 'Deze betaalpagina bestaat niet of is verlopen.',
    alreadyPlaced: 'Deze bestelling is al geplaatst.',
    viewOrder: 'Bekijk je bestelling',
    thankYou: 'Bedankt!',
    orderConfirmed: (name, email) => `Je bestelling ${name} is bevestigd. Een bevestiging is verstuurd naar ${email}.`,
    orderStatus: 'Status van de bestelling',
    orderName: (name) => `Bestelling ${name}`,
    shipsTo: 'Verzenden naar',
    paid: 'Betaald',
  },
};

/** `?locale=fr`, `fr-FR` or `FR` picks the language; anything else falls back to `fallback`, then English. */
export function checkoutLocale(param: string | null, fallback: string | null): Locale {
  for (const candidate of [param, fallback]) {
    const code = candidate?.slice(0, 2).toLowerCase();
    if (code === 'en' || code === 'fr' || code === 'nl') return code;
  }
  return 'en';
}
