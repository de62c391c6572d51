// Shop policies. Bodies are HTML, as Shopify's policy editor stores them.
import type {PolicySeed} from './types.js';

export const policies: PolicySeed[] = [
  {
    handle: 'privacy-policy',
    title: {en: 'Privacy policy', fr: 'Politique de confidentialité', nl: 'Privacybeleid'},
    body: {
      en: '<h2>Who we are</h2><p>Ronce &amp; Rivière is a folk duo based in Ghent, Belgium. This policy explains what we do with the personal data you give us when you buy from our shop.</p><h2>What we collect</h2><p>Your name, e-mail address, postal address and order history, so that we can deliver your order and answer your questions.</p><h2>Your rights</h2><p>Under the GDPR you may ask to see, correct or delete your data at any time by writing to us through the contact page.</p>',
      fr: '<h2>Qui sommes-nous</h2><p>Ronce &amp; Rivière est un duo folk établi à Gand, en Belgique. Cette politique explique ce que nous faisons des données personnelles que vous nous confiez lors d’un achat dans notre boutique.</p><h2>Ce que nous collectons</h2><p>Vos nom, adresse e-mail, adresse postale et historique de commandes, afin de livrer votre commande et de répondre à vos questions.</p><h2>Vos droits</h2><p>Conformément au RGPD, vous pouvez à tout moment demander à consulter, corriger ou supprimer vos données en nous écrivant via la page de contact.</p>',
      nl: '<h2>Wie zijn wij</h2><p>Ronce &amp; Rivière is een folkduo uit Gent, België. Dit beleid legt uit wat we doen met de persoonsgegevens die je ons geeft wanneer je in onze winkel koopt.</p><h2>Wat we verzamelen</h2><p>Je naam, e-mailadres, postadres en bestelgeschiedenis, zodat we je bestelling kunnen leveren en je vragen kunnen beantwoorden.</p><h2>Jouw rechten</h2><p>Volgens de AVG kun je op elk moment vragen om je gegevens in te zien, te verbeteren of te wissen door ons te schrijven via de contactpagina.</p>',
    },
  },
  {
    handle: 'refund-policy',
    title: {en: 'Refund policy', fr: 'Politique de remboursement', nl: 'Terugbetalingsbeleid'},
    body: {
      en: '<h2>Returns</h2><p>You may return CDs, printed tunebooks and bundles within 14 days of delivery, unopened and in their original packaging.</p><h2>Digital products</h2><p>PDF tunebooks cannot be returned once they have been downloaded.</p><h2>Refunds</h2><p>We refund the purchase price to the original payment method within 14 days of receiving the return.</p>',
      fr: '<h2>Retours</h2><p>Vous pouvez retourner les CD, recueils imprimés et coffrets dans les 14 jours suivant la livraison, non ouverts et dans leur emballage d’origine.</p><h2>Produits numériques</h2><p>Les recueils PDF ne peuvent pas être retournés une fois téléchargés.</p><h2>Remboursements</h2><p>Nous remboursons le prix d’achat sur le moyen de paiement d’origine dans les 14 jours suivant la réception du retour.</p>',
      nl: '<h2>Retourneren</h2><p>Je kunt cd’s, gedrukte muziekboeken en bundels binnen 14 dagen na levering terugsturen, ongeopend en in de originele verpakking.</p><h2>Digitale producten</h2><p>PDF-muziekboeken kunnen niet worden teruggestuurd zodra ze gedownload zijn.</p><h2>Terugbetalingen</h2><p>We betalen de aankoopprijs terug via het oorspronkelijke betaalmiddel binnen 14 dagen na ontvangst van de retour.</p>',
    },
  },
  {
    handle: 'terms-of-service',
    title: {en: 'Terms of service', fr: 'Conditions d’utilisation', nl: 'Servicevoorwaarden'},
    body: {
      en: '<h2>Overview</h2><p>This shop is run by Ronce &amp; Rivière. By placing an order you agree to these terms.</p><h2>Prices</h2><p>Prices are in euros and include Belgian VAT. Shipping costs are shown at checkout.</p><h2>Governing law</h2><p>These terms are governed by Belgian law; the courts of Ghent have jurisdiction.</p>',
      fr: '<h2>Aperçu</h2><p>Cette boutique est gérée par Ronce &amp; Rivière. En passant commande, vous acceptez ces conditions.</p><h2>Prix</h2><p>Les prix sont en euros, TVA belge comprise. Les frais de port sont indiqués lors du paiement.</p><h2>Droit applicable</h2><p>Ces conditions sont régies par le droit belge ; les tribunaux de Gand sont compétents.</p>',
      nl: '<h2>Overzicht</h2><p>Deze winkel wordt beheerd door Ronce &amp; Rivière. Door een bestelling te plaatsen ga je akkoord met deze voorwaarden.</p><h2>Prijzen</h2><p>Prijzen zijn in euro en inclusief Belgische btw. Verzendkosten worden bij het afrekenen getoond.</p><h2>Toepasselijk recht</h2><p>Op deze voorwaarden is het Belgische recht van toepassing; de rechtbanken van Gent zijn bevoegd.</p>',
    },
  },
];
