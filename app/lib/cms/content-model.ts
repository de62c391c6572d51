import {z} from 'zod';
import {ContentLocaleSchema, CountryCodeSchema, HandleSchema, HttpUrlSchema, ImageAltSchema, IsoDateSchema, IsoDateTimeSchema, MediaSchema, TimeZoneSchema} from './content-fields';
import {BlocksSchema} from './rich-text-blocks';

export const entryFields = {
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
  heroImageAlt: ImageAltSchema,
  // A Shopify product's handle.
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

export const LiveShowRefSchema = z.object({...entryFields, ...LIVE_SHOW_FIELDS, image: MediaSchema.nullish()});
export type LiveShowRef = z.infer<typeof LiveShowRefSchema>;

export const TICKET_STATUSES = ['available', 'few_left', 'sold_out', 'free', 'tba'] as const;
export const TicketStatusSchema = z.enum(TICKET_STATUSES);
export type TicketStatus = z.infer<typeof TicketStatusSchema>;

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
    image: MediaSchema.nullish(),
    imageAlt: ImageAltSchema,
  })
  .refine(endsAfterStart, {message: 'An event ends after it starts.', path: ['endsAt']});
export type Event = z.infer<typeof EventSchema>;

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
  language: z.string().regex(/^[a-z]{2}$/),
});
export type PressArticle = z.infer<typeof PressArticleSchema>;

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
