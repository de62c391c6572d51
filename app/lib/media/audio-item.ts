import type {Podcast, RadioInterview} from '~/lib/cms/content-model';

export interface AudioListItem {
  id: string;
  title: string;
  source: string;
  publishedOn: string;
  description: string;
  durationMinutes: number | null;
  playableUrl: string | null;
  externalUrl: string | null;
}

// The CSP's `media-src` allows only the CMS: audio hosted elsewhere is a link to where it is published.
export function toAudioItem(entry: Podcast | RadioInterview, cmsOrigin: string): AudioListItem {
  const hosted = entry.audioUrl !== null && new URL(entry.audioUrl).origin === new URL(cmsOrigin).origin;
  return {
    id: entry.documentId,
    title: entry.title,
    source: 'show' in entry ? entry.show : entry.station,
    publishedOn: entry.publishedOn,
    description: entry.description,
    durationMinutes: 'durationMinutes' in entry ? entry.durationMinutes : null,
    playableUrl: hosted ? entry.audioUrl : null,
    externalUrl: entry.externalUrl ?? (hosted ? null : entry.audioUrl),
  };
}
