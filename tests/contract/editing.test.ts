// Editing in the admin panel: Strapi refuses to publish what the site's schemas would refuse, with a
// message naming the field, and the site keeps reading the version published before. Signs in and
// edits through the admin panel's own API; Strapi only (the emulator has no admin panel).
import {afterAll, beforeAll, describe, expect, inject, it} from 'vitest';
import {EventSchema, PodcastSchema, VideoSchema, type Event} from '~/lib/cms/schemas';
import {call, contentFile, json} from './backends';
import {ADMIN, SITE_TOKEN, STRAPI_ORIGIN} from './contract-env';


const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
const later = (iso: string) => new Date(Date.parse(iso) + WEEK_MS).toISOString();

/** "Bal de printemps à Namur", the example of cms/README.md, and a YouTube video, both in French. */
const EVENT_ID = 'lw24lar5ooc5f23fxygr9vca';
const VIDEO_ID = 'v36ln5j9974xopzy8l4ogr21';

interface AdminAnswer {
  status: number;
  data?: Record<string, unknown>;
  results?: unknown[];
  error?: {name: string; message: string; details?: {errors?: {path: string[]; message: string}[]}};
}

let adminToken = '';

/** A call of the admin panel's content manager, signed in as the admin. */
async function contentManager(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<AdminAnswer> {
  const response = await fetch(`${STRAPI_ORIGIN}/content-manager/collection-types/${path}`, {
    method,
    headers: {Authorization: `Bearer ${adminToken}`, Accept: 'application/json', 'Content-Type': 'application/json'},
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {status: response.status, ...((await response.json()) as Omit<AdminAnswer, 'status'>)};
}

/** The published versions the site's token reads, each checked with the site's schema. */
async function published<T>(path: string, query: string, schema: {parse: (value: unknown) => T}): Promise<T[]> {
  const body = await json(call('strapi', `${path}?${query}`, {token: SITE_TOKEN}));
  return (body.data as unknown[]).map((entry) => schema.parse(entry));
}

const publishedEvent = async (locale: 'en' | 'fr' | 'nl' = 'fr'): Promise<Event> => {
  const [event, ...others] = await published('events', `locale=${locale}&filters[documentId][$eq]=${EVENT_ID}`, EventSchema);
  expect(others).toHaveLength(0);
  return event!;
};

const dates = ({startsAt, endsAt}: {startsAt: string; endsAt: string | null}) => ({
  startsAt: Date.parse(startsAt),
  endsAt: endsAt === null ? null : Date.parse(endsAt),
});

/**
 * What a refusal must say: a 400 ValidationError shown on `field` in the form, whose message names the
 * field in words (`says`), in the admin's language: French, the default of the duo's account.
 */
function expectRefusal(answer: AdminAnswer, field: string, says: string) {
  expect(answer.status).toBe(400);
  expect(answer.error?.name).toBe('ValidationError');
  expect(answer.error?.message).toContain(says);
  expect(answer.error?.message).not.toContain(field);
  expect(answer.error?.details?.errors).toContainEqual(expect.objectContaining({path: [field], message: expect.stringContaining(says)}));
}

/** The signed-in admin's own admin language, as the profile page sets it. */
async function chooseAdminLanguage(language: 'en' | 'fr'): Promise<void> {
  const response = await fetch(`${STRAPI_ORIGIN}/admin/users/me`, {
    method: 'PUT',
    headers: {Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json'},
    body: JSON.stringify({preferedLanguage: language}),
  });
  expect(response.status).toBe(200);
}

describe.skipIf(!inject('backends').includes('strapi'))('strapi refuses to publish what the site refuses', () => {
  const original = contentFile<{documentId: string; startsAt: string; endsAt: string | null}>('events', 'fr').find(
    (event) => event.documentId === EVENT_ID,
  )!;

  beforeAll(async () => {
    const response = await fetch(`${STRAPI_ORIGIN}/admin/login`, {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify(ADMIN),
    });
    expect(response.status, 'the admin signs in').toBe(200);
    adminToken = ((await response.json()) as {data: {token: string}}).data.token;
  });

  // The other files read the demo content: put the event back as it was.
  afterAll(async () => {
    if (!adminToken) return;
    const restored = await contentManager('POST', `api::event.event/${EVENT_ID}/actions/publish?locale=fr`, {
      startsAt: original.startsAt,
      endsAt: original.endsAt,
    });
    expect(restored.status).toBe(200);
  });

  it('keeps a moved start without its end as a draft, refuses to publish it, then publishes both moved', async () => {
    expect(dates(await publishedEvent())).toEqual(dates(original));
    const moved = {startsAt: later(original.startsAt), endsAt: later(original.endsAt!)};

    // Save: a draft may be unfinished, as Strapi allows.
    const saved = await contentManager('PUT', `api::event.event/${EVENT_ID}?locale=fr`, {startsAt: moved.startsAt});
    expect(saved.status).toBe(200);

    // Publish: the end is now before the start.
    const refused = await contentManager('POST', `api::event.event/${EVENT_ID}/actions/publish?locale=fr`, {});
    expectRefusal(refused, 'endsAt', 'Fin doit être après le début');

    // An editor who chose English for the admin panel reads the same refusal in English.
    await chooseAdminLanguage('en');
    try {
      const inEnglish = await contentManager('POST', `api::event.event/${EVENT_ID}/actions/publish?locale=fr`, {});
      expectRefusal(inEnglish, 'endsAt', 'End must be after the start');
    } finally {
      await chooseAdminLanguage('fr');
    }
    expect(dates(await publishedEvent()), 'the site still has the published dates').toEqual(dates(original));

    // Both dates moved: published, and the site reads the new ones.
    const accepted = await contentManager('POST', `api::event.event/${EVENT_ID}/actions/publish?locale=fr`, moved);
    expect(accepted.status).toBe(200);
    expect(dates(await publishedEvent())).toEqual(dates(moved));
    // Dates are one value for every language: entered once in French, English and Dutch moved along.
    for (const locale of ['en', 'nl'] as const) expect(dates(await publishedEvent(locale)), locale).toEqual(dates(moved));
    const english = await contentManager('GET', `api::event.event/${EVENT_ID}?locale=en`);
    expect(english.data, 'the English draft too').toMatchObject({startsAt: moved.startsAt});
    expect((await publishedEvent('en')).title, 'the English title stays English').not.toBe((await publishedEvent()).title);
  });

  it('refuses a video id that does not fit its provider, and keeps the draft as it was', async () => {
    const query = `locale=fr&filters[documentId][$eq]=${VIDEO_ID}`;
    const [before] = await published('videos', query, VideoSchema);
    expect(before).toMatchObject({provider: 'youtube'});

    // An 11-character YouTube id passes the field's own pattern, but is no Vimeo id.
    const refused = await contentManager('POST', `api::video.video/${VIDEO_ID}/actions/publish?locale=fr`, {
      provider: 'vimeo',
    });
    expectRefusal(refused, 'videoId', 'Identifiant de la vidéo ne convient pas à Vimeo');

    expect(await published('videos', query, VideoSchema)).toEqual([before]);
    const draft = await contentManager('GET', `api::video.video/${VIDEO_ID}?locale=fr`);
    expect(draft.data).toMatchObject({provider: 'youtube', videoId: before!.videoId});
  });

  it('refuses a podcast with neither an audio file nor a link, and creates nothing', async () => {
    const title = `A podcast without sound ${Date.now()}`;
    const refused = await contentManager('POST', 'api::podcast.podcast/actions/publish?locale=en', {
      title,
      show: 'Folk on Air',
      publishedOn: '2026-02-01',
      description: 'No audio file and no link.',
    });
    expectRefusal(refused, 'audioUrl', 'Adresse du fichier audio ou le lien externe est nécessaire');

    const query = `locale=en&filters[title][$eq]=${encodeURIComponent(title)}`;
    expect(await published('podcasts', query, PodcastSchema)).toEqual([]);
    const drafts = await contentManager('GET', `api::podcast.podcast?${query}`);
    expect(drafts.results).toEqual([]);
  });

  it('refuses a photo without its image', async () => {
    const refused = await contentManager('POST', 'api::photo.photo/actions/publish?locale=en', {
      title: 'A photo without a picture',
      alt: 'Nothing',
    });
    expectRefusal(refused, 'image', 'Image est obligatoire');
  });
});
