import type {Podcast, RadioInterview} from '~/lib/cms/content-model';

export interface AudioListItem {
  id: string;
  title: string;
  /** The podcast's show or the radio station. */
  source: string;
  publishedOn: string;
  description: string;
  durationMinutes: number | null;
  /** An audio file the page may play (the CMS's own, allowed by the CSP). */
  playableUrl: string | null;
  /** Where to listen elsewhere: the episode's page, or the audio file itself. */
  externalUrl: string | null;
}

/**
 * The page plays only audio the CMS hosts (the CSP's `media-src`); anything
 * else is a link to where it is published.
 */
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
