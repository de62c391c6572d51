// The content model: what the content client returns after normalising Strapi v4 or v5 responses to
// v5's flat entries (media flat too). Pages, the client and the emulator share these names and shapes.
import {z} from 'zod';

export const CONTENT_LOCALES = ['en', 'fr', 'nl'] as const;
export const ContentLocaleSchema = z.enum(CONTENT_LOCALES);
export type ContentLocale = z.infer<typeof ContentLocaleSchema>;

/** Strapi REST paths (`/api/{path}`); `home-page` is a single type, the rest are collections. */
export const STRAPI_COLLECTIONS = {
  homePage: 'home-page',
  aboutPages: 'about-pages',
  events: 'events',
  liveShows: 'live-shows',
  workshops: 'workshops',
  videos: 'videos',
  photos: 'photos',
  podcasts: 'podcasts',
  radioInterviews: 'radio-interviews',
  pressArticles: 'press-articles',
  contactMessages: 'contact-messages',
  newsletterSubscriptions: 'newsletter-subscriptions',
} as const;
export type StrapiCollectionKey = keyof typeof STRAPI_COLLECTIONS;
export type StrapiCollectionPath = (typeof STRAPI_COLLECTIONS)[StrapiCollectionKey];
export const STRAPI_SINGLE_TYPES: readonly StrapiCollectionPath[] = [STRAPI_COLLECTIONS.homePage];

// ---------------------------------------------------------------------------------------------------
// Scalars

const IsoDateTimeSchema = z.iso.datetime({offset: true});
const IsoDateSchema = z.iso.date();
const HandleSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'A handle is lower-case words joined by hyphens.');
const HttpUrlSchema = z.url({protocol: /^https?$/});
const CountryCodeSchema = z.string().regex(/^[A-Z]{2}$/, 'Use an ISO 3166-1 alpha-2 country code.');

// Building a formatter is the costly part of reading an event, and content names a handful of zones:
// each answer is kept, up to a bound that a feed of made-up names cannot pass.
const KNOWN_TIME_ZONES = 200;
const timeZoneAnswers = new Map<string, boolean>();

function isIanaTimeZone(value: string): boolean {
  let valid = timeZoneAnswers.get(value);
  if (valid === undefined) {
    try {
      new Intl.DateTimeFormat('en', {timeZone: value});
      valid = value.includes('/') || value === 'UTC';
    } catch {
      valid = false;
    }
    if (timeZoneAnswers.size < KNOWN_TIME_ZONES) timeZoneAnswers.set(value, valid);
  }
  return valid;
}
const TimeZoneSchema = z.string().refine(isIanaTimeZone, 'Use an IANA time zone such as Europe/Brussels.');

// ---------------------------------------------------------------------------------------------------
// Media (v5 flat; the client flattens v4's `{data: {id, attributes}}`)

export const MediaFormatSchema = z.object({
  url: z.string().min(1),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  mime: z.string().optional(),
  name: z.string().optional(),
  size: z.number().optional(),
});
export type MediaFormat = z.infer<typeof MediaFormatSchema>;

export const MediaSchema = z.object({
  id: z.number().int().positive(),
  documentId: z.string().min(1).optional(),
  name: z.string().optional(),
  url: z.string().min(1),
  alternativeText: z.string().nullable(),
  caption: z.string().nullable().optional(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  mime: z.string().optional(),
  formats: z.record(z.string(), MediaFormatSchema).nullable().optional(),
});
export type Media = z.infer<typeof MediaSchema>;

/**
 * An entry's description of its image, in the entry's language: Strapi does not localize the media
 * library, so its `alternativeText` is one text for every language. Empty falls back to that text.
 */
export const ImageAltSchema = z.string().max(300).nullish();

// ---------------------------------------------------------------------------------------------------
// Rich text: Strapi's `blocks` format

/** The protocols Strapi's blocks validator accepts for links; other links are refused, relative paths pass. */
export const BLOCK_LINK_PROTOCOLS = ['http:', 'https:', 'mailto:', 'tel:'] as const;

export function isAllowedBlockLinkUrl(url: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//');
  try {
    return (BLOCK_LINK_PROTOCOLS as readonly string[]).includes(new URL(url).protocol);
  } catch {
    return false;
  }
}

export const TextNodeSchema = z.object({
  type: z.literal('text'),
  text: z.string(),
  bold: z.boolean().optional(),
  italic: z.boolean().optional(),
  underline: z.boolean().optional(),
  strikethrough: z.boolean().optional(),
  code: z.boolean().optional(),
});
export type TextNode = z.infer<typeof TextNodeSchema>;

export const LinkNodeSchema = z.object({
  type: z.literal('link'),
  url: z.string().refine(isAllowedBlockLinkUrl, 'Please specify a valid link.'),
  children: z.array(TextNodeSchema),
});
export type LinkNode = z.infer<typeof LinkNodeSchema>;

export const InlineNodeSchema = z.discriminatedUnion('type', [TextNodeSchema, LinkNodeSchema]);
export type InlineNode = z.infer<typeof InlineNodeSchema>;

const inlineChildren = z.array(InlineNodeSchema).min(1);

export const ParagraphBlockSchema = z.object({type: z.literal('paragraph'), children: inlineChildren});
export const HeadingBlockSchema = z.object({
  type: z.literal('heading'),
  level: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6)]),
  children: inlineChildren,
});
export const QuoteBlockSchema = z.object({type: z.literal('quote'), children: inlineChildren});
// The admin's editor writes `language`; older validators call the same thing `syntax`.
export const CodeBlockSchema = z.object({
  type: z.literal('code'),
  language: z.string().nullable().optional(),
  syntax: z.string().nullable().optional(),
  children: z.array(TextNodeSchema).min(1),
});
export const ListItemBlockSchema = z.object({type: z.literal('list-item'), children: z.array(InlineNodeSchema)});

export interface ListBlock {
  type: 'list';
  format: 'ordered' | 'unordered';
  indentLevel?: number | undefined;
  children: (ListItemBlock | ListBlock)[];
}
export const ListBlockSchema: z.ZodType<ListBlock> = z.lazy(() =>
  z.object({
    type: z.literal('list'),
    format: z.enum(['ordered', 'unordered']),
    indentLevel: z.number().int().min(0).optional(),
    children: z.array(z.union([ListItemBlockSchema, ListBlockSchema])).min(1),
  }),
);

export const BlockImageSchema = z.object({
  url: z.string().min(1),
  alternativeText: z.string().nullable().optional(),
  caption: z.string().nullable().optional(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  name: z.string().optional(),
  mime: z.string().optional(),
  formats: z.record(z.string(), MediaFormatSchema).nullable().optional(),
});
export const ImageBlockSchema = z.object({
  type: z.literal('image'),
  image: BlockImageSchema,
  children: z.array(InlineNodeSchema),
});

export type ParagraphBlock = z.infer<typeof ParagraphBlockSchema>;
export type HeadingBlock = z.infer<typeof HeadingBlockSchema>;
export type QuoteBlock = z.infer<typeof QuoteBlockSchema>;
export type CodeBlock = z.infer<typeof CodeBlockSchema>;
export type ListItemBlock = z.infer<typeof ListItemBlockSchema>;
export type ImageBlock = z.infer<typeof ImageBlockSchema>;
export type Block = ParagraphBlock | HeadingBlock | QuoteBlock | CodeBlock | ListBlock | ImageBlock;

export const BlockSchema: z.ZodType<Block> = z.union([
  ParagraphBlockSchema,
  HeadingBlockSchema,
  QuoteBlockSchema,
  CodeBlockSchema,
  ListBlockSchema,
  ImageBlockSchema,
]);
export const BlocksSchema = z.array(BlockSchema);
export type Blocks = Block[];

// ---------------------------------------------------------------------------------------------------
// Entries

const entryFields = {
  id: z.number().int().positive(),
  documentId: z.string().min(1),
  locale: ContentLocaleSchema,
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
  publishedAt: IsoDateTimeSchema.nullable(),
};
export const EntryBaseSchema = z.object(entryFields);
export type EntryBase = z.infer<typeof EntryBaseSchema>;

// Media, relations and components are in a Strapi response only when populated: `nullish` media
// and relations say so; components a page cannot do without stay required.

export const HomePageSchema = z.object({
  ...entryFields,
  heroTitle: z.string().min(1),
  heroText: BlocksSchema,
  heroImage: MediaSchema.nullish(),
  /** The hero image's description in this entry's language (the media library's text is shared). */
  heroImageAlt: ImageAltSchema,
  /** Shopify product handle of the new album. */
  featuredAlbumHandle: HandleSchema,
  introTitle: z.string().min(1),
  intro: BlocksSchema,
});
export type HomePage = z.infer<typeof HomePageSchema>;

export const AboutPageSchema = z.object({
  ...entryFields,
  handle: HandleSchema,
  title: z.string().min(1),
  summary: z.string(),
  body: BlocksSchema,
  image: MediaSchema.nullish(),
  imageAlt: ImageAltSchema,
  order: z.number().int(),
});
export type AboutPage = z.infer<typeof AboutPageSchema>;

export const LIVE_SHOW_FIELDS = {
  handle: HandleSchema,
  title: z.string().min(1),
  summary: z.string(),
  description: BlocksSchema,
  /** Free text, e.g. "90 minutes, one interval". */
  duration: z.string(),
  lineup: z.string(),
};
export const LiveShowSchema = z.object({
  ...entryFields,
  ...LIVE_SHOW_FIELDS,
  image: MediaSchema.nullish(),
  imageAlt: ImageAltSchema,
});
export type LiveShow = z.infer<typeof LiveShowSchema>;

/** A populated `liveShow` relation: the related entry without its relations, with its image when populated. */
export const LiveShowRefSchema = z.object({...entryFields, ...LIVE_SHOW_FIELDS, image: MediaSchema.nullish()});
export type LiveShowRef = z.infer<typeof LiveShowRefSchema>;

export const TICKET_STATUSES = ['available', 'few_left', 'sold_out', 'free', 'tba'] as const;
export const TicketStatusSchema = z.enum(TICKET_STATUSES);
export type TicketStatus = z.infer<typeof TicketStatusSchema>;

/** `ball`: a folk dance evening (balfolk). */
export const EVENT_TYPES = ['concert', 'live_show', 'festival', 'ball', 'workshop'] as const;
export const EventTypeSchema = z.enum(EVENT_TYPES);
export type EventType = z.infer<typeof EventTypeSchema>;

function endsAfterStart(entry: {startsAt: string; endsAt: string | null}): boolean {
  return entry.endsAt === null || Date.parse(entry.endsAt) > Date.parse(entry.startsAt);
}

export const EventSchema = z
  .object({
    ...entryFields,
    title: z.string().min(1),
    handle: HandleSchema.nullish(),
    startsAt: IsoDateTimeSchema,
    endsAt: IsoDateTimeSchema.nullable(),
    timezone: TimeZoneSchema,
    venueName: z.string().min(1),
    city: z.string().min(1),
    country: CountryCodeSchema,
    address: z.string(),
    ticketUrl: HttpUrlSchema.nullable(),
    ticketStatus: TicketStatusSchema,
    eventType: EventTypeSchema,
    liveShow: LiveShowRefSchema.nullish(),
  })
  .refine(endsAfterStart, {message: 'An event ends after it starts.', path: ['endsAt']});
export type Event = z.infer<typeof EventSchema>;

/** Only what places an event in time, for queries that ask for these `fields` alone (the archive's years). */
export const EventDatesSchema = z.object({
  startsAt: IsoDateTimeSchema,
  endsAt: IsoDateTimeSchema.nullable(),
  timezone: TimeZoneSchema,
});
export type EventDates = z.infer<typeof EventDatesSchema>;

export const PlaceSchema = z.object({
  id: z.number().int().positive().optional(),
  venueName: z.string().min(1),
  city: z.string().min(1),
  country: CountryCodeSchema,
  address: z.string(),
});
export type Place = z.infer<typeof PlaceSchema>;

export const WORKSHOP_LEVELS = ['beginner', 'intermediate', 'advanced', 'all_levels'] as const;
export const WorkshopLevelSchema = z.enum(WORKSHOP_LEVELS);
export type WorkshopLevel = z.infer<typeof WorkshopLevelSchema>;

export const WorkshopSchema = z
  .object({
    ...entryFields,
    handle: HandleSchema,
    title: z.string().min(1),
    startsAt: IsoDateTimeSchema,
    endsAt: IsoDateTimeSchema,
    place: PlaceSchema,
    level: WorkshopLevelSchema,
    priceText: z.string(),
    description: BlocksSchema,
    signUpUrl: HttpUrlSchema,
    image: MediaSchema.nullish(),
    imageAlt: ImageAltSchema,
  })
  .refine(endsAfterStart, {message: 'A workshop ends after it starts.', path: ['endsAt']});
export type Workshop = z.infer<typeof WorkshopSchema>;

export const VIDEO_PROVIDERS = ['youtube', 'vimeo'] as const;
export const VideoProviderSchema = z.enum(VIDEO_PROVIDERS);
export type VideoProvider = z.infer<typeof VideoProviderSchema>;

const VIDEO_ID_PATTERNS: Record<VideoProvider, RegExp> = {
  youtube: /^[A-Za-z0-9_-]{11}$/,
  vimeo: /^\d{6,12}$/,
};

export const VideoSchema = z
  .object({
    ...entryFields,
    title: z.string().min(1),
    provider: VideoProviderSchema,
    videoId: z.string(),
    publishedOn: IsoDateSchema,
    description: z.string(),
    thumbnail: MediaSchema.nullish(),
    thumbnailAlt: ImageAltSchema,
  })
  .refine((video) => VIDEO_ID_PATTERNS[video.provider].test(video.videoId), {
    message: 'A YouTube id has 11 characters; a Vimeo id is numeric.',
    path: ['videoId'],
  });
export type Video = z.infer<typeof VideoSchema>;

export const PhotoSchema = z.object({
  ...entryFields,
  title: z.string().min(1),
  alt: z.string().min(1),
  image: MediaSchema,
  takenOn: IsoDateSchema.nullable(),
  credit: z.string().nullable(),
});
export type Photo = z.infer<typeof PhotoSchema>;

function hasAudioOrLink(entry: {audioUrl: string | null; externalUrl: string | null}): boolean {
  return entry.audioUrl !== null || entry.externalUrl !== null;
}
const audioOrLinkIssue = {message: 'Give an audio file or an external link.', path: ['audioUrl']};

export const PodcastSchema = z
  .object({
    ...entryFields,
    title: z.string().min(1),
    show: z.string().min(1),
    publishedOn: IsoDateSchema,
    audioUrl: HttpUrlSchema.nullable(),
    externalUrl: HttpUrlSchema.nullable(),
    description: z.string(),
    durationMinutes: z.number().int().positive().nullable(),
  })
  .refine(hasAudioOrLink, audioOrLinkIssue);
export type Podcast = z.infer<typeof PodcastSchema>;

export const RadioInterviewSchema = z
  .object({
    ...entryFields,
    title: z.string().min(1),
    station: z.string().min(1),
    publishedOn: IsoDateSchema,
    audioUrl: HttpUrlSchema.nullable(),
    externalUrl: HttpUrlSchema.nullable(),
    description: z.string(),
  })
  .refine(hasAudioOrLink, audioOrLinkIssue);
export type RadioInterview = z.infer<typeof RadioInterviewSchema>;

export const PressArticleSchema = z.object({
  ...entryFields,
  title: z.string().min(1),
  outlet: z.string().min(1),
  publishedOn: IsoDateSchema,
  url: HttpUrlSchema,
  excerpt: z.string(),
  /** ISO 639-1 code of the article's language, which need not be the page's. */
  language: z.string().regex(/^[a-z]{2}$/),
});
export type PressArticle = z.infer<typeof PressArticleSchema>;

/** The schema of each readable path, for code that handles every content type alike. */
export const CONTENT_SCHEMAS = {
  'home-page': HomePageSchema,
  'about-pages': AboutPageSchema,
  events: EventSchema,
  'live-shows': LiveShowSchema,
  workshops: WorkshopSchema,
  videos: VideoSchema,
  photos: PhotoSchema,
  podcasts: PodcastSchema,
  'radio-interviews': RadioInterviewSchema,
  'press-articles': PressArticleSchema,
} as const;
export type ContentPath = keyof typeof CONTENT_SCHEMAS;

// ---------------------------------------------------------------------------------------------------
// Writable collections (the contact and newsletter forms post these as `{data: …}`)

export const CONTACT_LIMITS = {name: 100, email: 254, message: 5000} as const;

const EmailSchema = z.email('This is an invalid email address.').max(CONTACT_LIMITS.email);

export const ContactMessageInputSchema = z.object({
  name: z.string().trim().min(1, 'Please enter your name.').max(CONTACT_LIMITS.name),
  email: EmailSchema,
  message: z.string().trim().min(1, 'Please enter a message.').max(CONTACT_LIMITS.message),
  /** The page's language. Not `locale`: Strapi reserves that name for its i18n plugin. */
  language: ContentLocaleSchema,
});
export type ContactMessageInput = z.infer<typeof ContactMessageInputSchema>;

export const NewsletterSubscriptionInputSchema = z.object({
  email: EmailSchema,
  consent: z.literal(true, 'Consent is required.'),
  language: ContentLocaleSchema,
  /** The site's pages that the confirmation mail links to, with `?token=` added by the CMS. */
  confirmUrl: HttpUrlSchema,
  unsubscribeUrl: HttpUrlSchema,
});
export type NewsletterSubscriptionInput = z.infer<typeof NewsletterSubscriptionInputSchema>;

const writtenEntryFields = {
  id: entryFields.id,
  documentId: entryFields.documentId,
  createdAt: entryFields.createdAt,
  updatedAt: entryFields.updatedAt,
  publishedAt: entryFields.publishedAt,
};
export const ContactMessageSchema = z.object({...writtenEntryFields, ...ContactMessageInputSchema.shape});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

export const NEWSLETTER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
/** What the CMS answers to a sign-up, a confirmation or an unsubscription: never more than this. */
export const NewsletterAnswerSchema = z.object({
  email: z.string(),
  language: ContentLocaleSchema,
  status: z.enum(NEWSLETTER_STATUSES).optional(),
});
export type NewsletterAnswer = z.infer<typeof NewsletterAnswerSchema>;

// ---------------------------------------------------------------------------------------------------
// Response envelopes, errors and the users-permissions auth payloads

export const PaginationMetaSchema = z.object({
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  pageCount: z.number().int().min(0),
  total: z.number().int().min(0),
});
export type PaginationMeta = z.infer<typeof PaginationMetaSchema>;

export const StrapiErrorSchema = z.object({
  status: z.number().int(),
  name: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
});
export type StrapiError = z.infer<typeof StrapiErrorSchema>;
export const StrapiErrorBodySchema = z.object({data: z.null(), error: StrapiErrorSchema});
export type StrapiErrorBody = z.infer<typeof StrapiErrorBodySchema>;

export const ContentUserSchema = z.object({
  id: z.number().int().positive(),
  documentId: z.string().optional(),
  username: z.string(),
  email: z.string(),
  provider: z.string(),
  confirmed: z.boolean(),
  blocked: z.boolean(),
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
});
export type ContentUser = z.infer<typeof ContentUserSchema>;

export const AuthResponseSchema = z.object({jwt: z.string().min(1), user: ContentUserSchema});
export type AuthResponse = z.infer<typeof AuthResponseSchema>;
