// What the duo read in the admin panel instead of the schema's names: a label and a short help text for
// every field they edit, the words of every choice list, and the name of each content type, in each
// language the admin panel is offered in. Read by the server (the content manager's view configuration,
// written on every start, and the worded publish errors) and by the admin panel (which shows them in
// the editor's own admin language).

export const ADMIN_LANGUAGES = ['en', 'fr', 'nl'] as const;
export type AdminLanguage = (typeof ADMIN_LANGUAGES)[number];
export type Words = Record<AdminLanguage, string>;

/** The admin language of a new account and of the duo's: French (the language they write in first). */
export const DEFAULT_ADMIN_LANGUAGE: AdminLanguage = 'fr';

export interface FieldWords {
  label: Words;
  hint?: Words;
}

const w = (en: string, fr: string, nl: string): Words => ({en, fr, nl});

// ---------------------------------------------------------------------------------------------------
// Fields that several types share, in the same words everywhere

const SAME_IN_ALL = w(
  'The same in every language: changing it here changes it in English, French and Dutch.',
  'Identique dans toutes les langues : le changer ici le change en anglais, en français et en néerlandais.',
  'Hetzelfde in elke taal: hier wijzigen wijzigt het in het Engels, Frans en Nederlands.',
);
const shared = (hint: Words): Words => w(`${hint.en} ${SAME_IN_ALL.en}`, `${hint.fr} ${SAME_IN_ALL.fr}`, `${hint.nl} ${SAME_IN_ALL.nl}`);

const title: FieldWords = {label: w('Title', 'Titre', 'Titel')};
const handle: FieldWords = {
  label: w('Web address (slug)', 'Adresse web (slug)', 'Webadres (slug)'),
  hint: shared(
    w(
      'The end of the page address: lower-case words joined by hyphens, e.g. spring-ball.',
      'La fin de l’adresse de la page : des mots en minuscules reliés par des tirets, p. ex. bal-de-printemps.',
      'Het einde van het paginaadres: woorden in kleine letters met koppeltekens, bv. lentebal.',
    ),
  ),
};
const image: FieldWords = {label: w('Image', 'Image', 'Afbeelding'), hint: shared(w('A photo in landscape format.', 'Une photo au format paysage.', 'Een foto in liggend formaat.'))};
const imageAlt: FieldWords = {
  label: w('Image description (alt text)', 'Description de l’image (texte alternatif)', 'Beschrijving van de afbeelding (alt-tekst)'),
  hint: w(
    'What the image shows, for people who cannot see it. Written in each language.',
    'Ce que montre l’image, pour les personnes qui ne la voient pas. À écrire dans chaque langue.',
    'Wat de afbeelding toont, voor wie ze niet kan zien. In elke taal te schrijven.',
  ),
};
const startsAt: FieldWords = {label: w('Start', 'Début', 'Begin'), hint: shared(w('Date and time it starts.', 'Date et heure du début.', 'Datum en uur van het begin.'))};
const endsAt: FieldWords = {
  label: w('End', 'Fin', 'Einde'),
  hint: shared(w('Date and time it ends; after the start.', 'Date et heure de la fin ; après le début.', 'Datum en uur van het einde; na het begin.')),
};
const venueName: FieldWords = {label: w('Venue', 'Lieu', 'Locatie'), hint: shared(w('The name of the hall, café or festival ground.', 'Le nom de la salle, du café ou du festival.', 'De naam van de zaal, het café of het festivalterrein.'))};
const city: FieldWords = {label: w('City', 'Ville', 'Stad'), hint: w('As it is written in this language (Brussels, Bruxelles, Brussel).', 'Telle qu’on l’écrit dans cette langue (Brussels, Bruxelles, Brussel).', 'Zoals ze in deze taal geschreven wordt (Brussels, Bruxelles, Brussel).')};
const country: FieldWords = {
  label: w('Country code', 'Code du pays', 'Landcode'),
  hint: shared(w('Two capital letters: BE, FR, NL, DE…', 'Deux lettres majuscules : BE, FR, NL, DE…', 'Twee hoofdletters: BE, FR, NL, DE…')),
};
const address: FieldWords = {label: w('Address', 'Adresse', 'Adres'), hint: shared(w('Street and number, postcode and city, for the map link.', 'Rue et numéro, code postal et ville, pour le lien vers la carte.', 'Straat en nummer, postcode en stad, voor de kaartlink.'))};
const publishedOn: FieldWords = {label: w('Date published', 'Date de parution', 'Publicatiedatum'), hint: shared(w('The day it came out.', 'Le jour de sa parution.', 'De dag waarop het verscheen.'))};
const summary: FieldWords = {label: w('Summary', 'Résumé', 'Samenvatting'), hint: w('One or two sentences shown in lists.', 'Une ou deux phrases affichées dans les listes.', 'Eén of twee zinnen die in lijsten verschijnen.')};
const description: FieldWords = {label: w('Description', 'Description', 'Beschrijving')};
const audioUrl: FieldWords = {
  label: w('Audio file address', 'Adresse du fichier audio', 'Adres van het audiobestand'),
  hint: shared(w('A web address starting with https:// that plays in the browser. This or the external link is needed.', 'Une adresse web commençant par https:// lisible dans le navigateur. Celle-ci ou le lien externe est nécessaire.', 'Een webadres dat begint met https:// en in de browser speelt. Dit of de externe link is nodig.')),
};
const externalUrl: FieldWords = {
  label: w('External link', 'Lien externe', 'Externe link'),
  hint: shared(w('The page where it can be heard, starting with https://.', 'La page où l’écouter, commençant par https://.', 'De pagina waar het te beluisteren is, beginnend met https://.')),
};
const language: FieldWords = {label: w('Language', 'Langue', 'Taal')};

// ---------------------------------------------------------------------------------------------------
// The fields of each type

export const FIELD_WORDS: Readonly<Record<string, Readonly<Record<string, FieldWords>>>> = {
  'api::event.event': {
    title,
    handle,
    startsAt,
    endsAt,
    timezone: {
      label: w('Time zone', 'Fuseau horaire', 'Tijdzone'),
      hint: shared(w('Where the concert takes place, e.g. Europe/Brussels.', 'Là où a lieu le concert, p. ex. Europe/Brussels.', 'Waar het concert plaatsvindt, bv. Europe/Brussels.')),
    },
    venueName,
    city,
    country,
    address,
    ticketUrl: {label: w('Ticket link', 'Lien billetterie', 'Ticketlink'), hint: shared(w('Where to buy tickets, starting with https://.', 'Où acheter les billets, commençant par https://.', 'Waar tickets te koop zijn, beginnend met https://.'))},
    ticketStatus: {label: w('Tickets', 'Billets', 'Tickets'), hint: shared(w('Shown next to the date in the calendar.', 'Affiché à côté de la date dans le calendrier.', 'Getoond naast de datum in de kalender.'))},
    eventType: {label: w('Kind of event', 'Type d’événement', 'Soort evenement'), hint: SAME_IN_ALL},
    liveShow: {label: w('Live show', 'Spectacle', 'Voorstelling'), hint: w('The show played on this date, if any.', 'Le spectacle joué à cette date, s’il y en a un.', 'De voorstelling die op deze datum speelt, als die er is.')},
    image,
    imageAlt,
  },
  'api::workshop.workshop': {
    handle,
    title,
    startsAt,
    endsAt,
    place: {label: w('Place', 'Lieu', 'Plaats')},
    level: {label: w('Level', 'Niveau', 'Niveau'), hint: SAME_IN_ALL},
    priceText: {label: w('Price', 'Prix', 'Prijs'), hint: w('As it should read, e.g. €45, members €35.', 'Tel qu’il doit s’afficher, p. ex. 45 €, membres 35 €.', 'Zoals hij moet verschijnen, bv. € 45, leden € 35.')},
    description,
    signUpUrl: {label: w('Sign-up link', 'Lien d’inscription', 'Inschrijvingslink'), hint: shared(w('Where to register, starting with https://.', 'Où s’inscrire, commençant par https://.', 'Waar men zich inschrijft, beginnend met https://.'))},
    image,
    imageAlt,
  },
  'shared.place': {venueName: {label: venueName.label}, city: {label: city.label}, country: {label: country.label, hint: w('Two capital letters: BE, FR, NL…', 'Deux lettres majuscules : BE, FR, NL…', 'Twee hoofdletters: BE, FR, NL…')}, address: {label: address.label}},
  'api::about-page.about-page': {
    handle,
    title,
    summary,
    body: {label: w('Text', 'Texte', 'Tekst')},
    image,
    imageAlt,
    order: {label: w('Position', 'Position', 'Positie'), hint: shared(w('Pages are listed from the smallest number up.', 'Les pages sont listées du plus petit nombre au plus grand.', 'Pagina’s staan gerangschikt van het kleinste getal naar het grootste.'))},
  },
  'api::home-page.home-page': {
    heroTitle: {label: w('Headline', 'Grand titre', 'Hoofdtitel'), hint: w('The first words on the home page.', 'Les premiers mots de la page d’accueil.', 'De eerste woorden op de startpagina.')},
    heroText: {label: w('Text under the headline', 'Texte sous le grand titre', 'Tekst onder de hoofdtitel')},
    heroImage: {label: w('Headline image', 'Image du grand titre', 'Afbeelding bij de hoofdtitel'), hint: image.hint},
    heroImageAlt: imageAlt,
    featuredAlbumHandle: {
      label: w('Album in the spotlight', 'Album mis en avant', 'Album in de kijker'),
      hint: shared(w('The shop handle of the album, e.g. live-in-brussels.', 'L’identifiant de l’album dans la boutique, p. ex. live-in-brussels.', 'De winkel-handle van het album, bv. live-in-brussels.')),
    },
    introTitle: {label: w('Introduction title', 'Titre de l’introduction', 'Titel van de inleiding')},
    intro: {label: w('Introduction', 'Introduction', 'Inleiding')},
  },
  'api::live-show.live-show': {
    handle,
    title,
    summary,
    description,
    duration: {label: w('Duration', 'Durée', 'Duur'), hint: w('As it should read, e.g. 90 minutes.', 'Telle qu’elle doit s’afficher, p. ex. 90 minutes.', 'Zoals ze moet verschijnen, bv. 90 minuten.')},
    lineup: {label: w('Line-up', 'Distribution', 'Bezetting'), hint: w('Who plays what.', 'Qui joue quoi.', 'Wie speelt wat.')},
    image,
    imageAlt,
  },
  'api::photo.photo': {
    title,
    alt: imageAlt,
    image,
    takenOn: {label: w('Date taken', 'Date de la photo', 'Datum van de foto'), hint: SAME_IN_ALL},
    credit: {label: w('Photographer', 'Photographe', 'Fotograaf'), hint: shared(w('Shown as “Photo: …”.', 'Affiché comme « Photo : … ».', 'Getoond als “Foto: …”.'))},
  },
  'api::video.video': {
    title,
    provider: {label: w('Video site', 'Site vidéo', 'Videosite'), hint: SAME_IN_ALL},
    videoId: {
      label: w('Video id', 'Identifiant de la vidéo', 'Video-id'),
      hint: shared(w('The code at the end of the video’s address: 11 characters on YouTube, digits on Vimeo.', 'Le code à la fin de l’adresse de la vidéo : 11 caractères sur YouTube, des chiffres sur Vimeo.', 'De code aan het einde van het adres van de video: 11 tekens op YouTube, cijfers op Vimeo.')),
    },
    publishedOn,
    description,
    thumbnail: {label: w('Thumbnail', 'Miniature', 'Miniatuur'), hint: image.hint},
    thumbnailAlt: imageAlt,
  },
  'api::podcast.podcast': {
    title,
    show: {label: w('Programme', 'Émission', 'Programma'), hint: SAME_IN_ALL},
    publishedOn,
    audioUrl,
    externalUrl,
    description,
    durationMinutes: {label: w('Length (minutes)', 'Durée (minutes)', 'Duur (minuten)'), hint: SAME_IN_ALL},
  },
  'api::radio-interview.radio-interview': {
    title,
    station: {label: w('Radio station', 'Station de radio', 'Radiozender'), hint: SAME_IN_ALL},
    publishedOn,
    audioUrl,
    externalUrl,
    description,
  },
  'api::press-article.press-article': {
    title,
    outlet: {label: w('Newspaper or magazine', 'Journal ou magazine', 'Krant of tijdschrift'), hint: SAME_IN_ALL},
    publishedOn,
    url: {label: w('Link to the article', 'Lien vers l’article', 'Link naar het artikel'), hint: shared(w('Starting with https://.', 'Commençant par https://.', 'Beginnend met https://.'))},
    excerpt: {label: w('Quotation', 'Citation', 'Citaat'), hint: w('A sentence or two from the article.', 'Une ou deux phrases de l’article.', 'Een of twee zinnen uit het artikel.')},
    language: {label: w('Language of the article', 'Langue de l’article', 'Taal van het artikel'), hint: shared(w('Two lower-case letters: fr, nl, en, de…', 'Deux lettres minuscules : fr, nl, en, de…', 'Twee kleine letters: fr, nl, en, de…'))},
  },
  'api::mail-text.mail-text': {
    confirmSubject: {label: w('Newsletter confirmation: subject', 'Confirmation de l’inscription : objet', 'Bevestiging van de inschrijving: onderwerp')},
    confirmBody: {
      label: w('Newsletter confirmation: text', 'Confirmation de l’inscription : texte', 'Bevestiging van de inschrijving: tekst'),
      hint: w(
        'Keep {{confirmUrl}} (the confirmation link) and {{unsubscribeUrl}} (the unsubscribe link).',
        'Gardez {{confirmUrl}} (le lien de confirmation) et {{unsubscribeUrl}} (le lien de désinscription).',
        'Behoud {{confirmUrl}} (de bevestigingslink) en {{unsubscribeUrl}} (de uitschrijflink).',
      ),
    },
    contactSubject: {label: w('New message: subject', 'Nouveau message : objet', 'Nieuw bericht: onderwerp'), hint: w('The notification you receive; {{name}} is the sender.', 'La notification que vous recevez ; {{name}} est l’expéditeur.', 'De melding die u ontvangt; {{name}} is de afzender.')},
    contactBody: {
      label: w('New message: text', 'Nouveau message : texte', 'Nieuw bericht: tekst'),
      hint: w(
        '{{name}}, {{email}} and {{language}} are the sender’s, {{message}} the message, {{adminLink}} the link to it here.',
        '{{name}}, {{email}} et {{language}} sont ceux de l’expéditeur, {{message}} le message, {{adminLink}} le lien vers celui-ci ici.',
        '{{name}}, {{email}} en {{language}} zijn die van de afzender, {{message}} het bericht, {{adminLink}} de link ernaar hier.',
      ),
    },
    newsletterFooter: {
      label: w('Newsletter: footer', 'Newsletter : pied de page', 'Nieuwsbrief: voettekst'),
      hint: w(
        'Ends every newsletter mail. Keep {{unsubscribeUrl}} (the one-click unsubscribe link).',
        'Termine chaque newsletter. Gardez {{unsubscribeUrl}} (le lien de désinscription en un clic).',
        'Sluit elke nieuwsbrief af. Behoud {{unsubscribeUrl}} (de uitschrijflink met één klik).',
      ),
    },
  },
  'api::newsletter.newsletter': {
    subject: {label: w('Subject', 'Objet', 'Onderwerp'), hint: w('The subject line of the mail, in this language.', 'L’objet de l’e-mail, dans cette langue.', 'De onderwerpregel van de mail, in deze taal.')},
    body: {
      label: w('Text', 'Texte', 'Tekst'),
      hint: w(
        'Subscribers in this language receive it; those whose language is missing receive the English one.',
        'Les abonnés de cette langue la reçoivent ; ceux dont la langue manque reçoivent l’anglaise.',
        'Abonnees in deze taal krijgen hem; wie zijn taal ontbreekt, krijgt de Engelse.',
      ),
    },
    image: {label: w('Image', 'Image', 'Afbeelding'), hint: shared(w('Optional, shown above the text.', 'Facultative, affichée au-dessus du texte.', 'Optioneel, boven de tekst getoond.'))},
    imageAlt,
  },
  'api::contact-message.contact-message': {
    createdAt: {label: w('Received', 'Reçu le', 'Ontvangen')},
    name: {label: w('Name', 'Nom', 'Naam')},
    email: {label: w('Email', 'E-mail', 'E-mail')},
    message: {label: w('Message', 'Message', 'Bericht')},
    language,
    state: {
      label: w('Status', 'Statut', 'Status'),
      hint: w('new → read → answered: set it when you have read or answered the message.', 'nouveau → lu → répondu : à changer quand vous avez lu le message ou y avez répondu.', 'nieuw → gelezen → beantwoord: pas het aan wanneer u het bericht gelezen of beantwoord hebt.'),
    },
  },
  'api::newsletter-subscription.newsletter-subscription': {
    email: {label: w('Email', 'E-mail', 'E-mail')},
    language,
    consent: {label: w('Consent given', 'Consentement donné', 'Toestemming gegeven')},
    state: {label: w('Status', 'Statut', 'Status'), hint: w('Only confirmed addresses receive the newsletter.', 'Seules les adresses confirmées reçoivent la newsletter.', 'Alleen bevestigde adressen ontvangen de nieuwsbrief.')},
    confirmedAt: {label: w('Confirmed at', 'Confirmé le', 'Bevestigd op')},
    unsubscribedAt: {label: w('Unsubscribed at', 'Désinscrit le', 'Uitgeschreven op')},
  },
};

// ---------------------------------------------------------------------------------------------------
// The choices of the choice lists, by `type.field`

const LANGUAGE_CHOICES = {en: w('English', 'anglais', 'Engels'), fr: w('French', 'français', 'Frans'), nl: w('Dutch', 'néerlandais', 'Nederlands')};

export const CHOICE_WORDS: Readonly<Record<string, Readonly<Record<string, Words>>>> = {
  'api::event.event.ticketStatus': {
    available: w('On sale', 'En vente', 'Te koop'),
    few_left: w('Few left', 'Dernières places', 'Laatste plaatsen'),
    sold_out: w('Sold out', 'Complet', 'Uitverkocht'),
    free: w('Free entry', 'Entrée libre', 'Gratis toegang'),
    tba: w('To be announced', 'À annoncer', 'Nog aan te kondigen'),
  },
  'api::event.event.eventType': {
    concert: w('Concert', 'Concert', 'Concert'),
    live_show: w('Live show', 'Spectacle', 'Voorstelling'),
    festival: w('Festival', 'Festival', 'Festival'),
    ball: w('Folk ball', 'Bal folk', 'Folkbal'),
    workshop: w('Workshop', 'Stage', 'Workshop'),
  },
  'api::workshop.workshop.level': {
    beginner: w('Beginners', 'Débutants', 'Beginners'),
    intermediate: w('Intermediate', 'Intermédiaire', 'Gevorderd'),
    advanced: w('Advanced', 'Avancé', 'Ver gevorderd'),
    all_levels: w('All levels', 'Tous niveaux', 'Alle niveaus'),
  },
  'api::video.video.provider': {youtube: w('YouTube', 'YouTube', 'YouTube'), vimeo: w('Vimeo', 'Vimeo', 'Vimeo')},
  'api::contact-message.contact-message.language': LANGUAGE_CHOICES,
  'api::contact-message.contact-message.state': {new: w('New', 'Nouveau', 'Nieuw'), read: w('Read', 'Lu', 'Gelezen'), answered: w('Answered', 'Répondu', 'Beantwoord')},
  'api::newsletter-subscription.newsletter-subscription.language': LANGUAGE_CHOICES,
  'api::newsletter-subscription.newsletter-subscription.state': {
    pending: w('Waiting for confirmation', 'En attente de confirmation', 'Wacht op bevestiging'),
    confirmed: w('Confirmed', 'Confirmé', 'Bevestigd'),
    unsubscribed: w('Unsubscribed', 'Désinscrit', 'Uitgeschreven'),
  },
};

// ---------------------------------------------------------------------------------------------------
// The names of the types in the content manager's menu and titles, by the name the schema gives them
// (which the admin looks up as a translation id); English keeps the schema's name.

export const TYPE_WORDS: Readonly<Record<string, Words>> = {
  'Home page': w('Home page', 'Page d’accueil', 'Startpagina'),
  'About page': w('About page', 'Page « À propos »', 'Over-pagina'),
  Event: w('Event', 'Date de concert', 'Concertdatum'),
  'Live show': w('Live show', 'Spectacle', 'Voorstelling'),
  Workshop: w('Workshop', 'Stage', 'Workshop'),
  Photo: w('Photo', 'Photo', 'Foto'),
  Video: w('Video', 'Vidéo', 'Video'),
  Podcast: w('Podcast', 'Podcast', 'Podcast'),
  'Radio interview': w('Radio interview', 'Interview radio', 'Radio-interview'),
  'Press article': w('Press article', 'Article de presse', 'Persartikel'),
  'Mail texts': w('Mail texts', 'Textes des e-mails', 'Mailteksten'),
  'Contact message': w('Contact message', 'Message reçu', 'Ontvangen bericht'),
  'Newsletter subscription': w('Newsletter subscription', 'Abonnement à la newsletter', 'Inschrijving nieuwsbrief'),
  Newsletter: w('Newsletter', 'Newsletter', 'Nieuwsbrief'),
};

export const adminLanguageOf = (value: unknown): AdminLanguage =>
  ADMIN_LANGUAGES.find((language) => typeof value === 'string' && value.toLowerCase().startsWith(language)) ?? 'en';

/** The label of `field` of `uid` in `language`, or undefined for a field without words. */
export const fieldLabel = (uid: string, field: string, language: AdminLanguage): string | undefined =>
  FIELD_WORDS[uid]?.[field]?.label[language];
