export interface LightboxEntry {
  src: string;
  title?: string;
  alt?: string;
  width?: number;
  height?: number;
}

export type LightboxInput =
  | string
  | readonly (string | LightboxEntry | null | undefined)[]
  | null
  | undefined;

// Entries without a usable `src` are left out: nothing usable is the empty state, not blank slides.
export function toLightboxSlides(input: LightboxInput): LightboxEntry[] {
  if (input === null || input === undefined) return [];
  const items = typeof input === 'string' ? [input] : input;
  const slides: LightboxEntry[] = [];
  for (const item of items) {
    if (typeof item === 'string') {
      if (item.trim()) slides.push({src: item.trim()});
      continue;
    }
    if (!item || typeof item.src !== 'string' || !item.src.trim()) continue;
    const slide: LightboxEntry = {src: item.src.trim()};
    if (typeof item.title === 'string' && item.title.trim()) slide.title = item.title.trim();
    if (typeof item.alt === 'string') slide.alt = item.alt;
    if (isSize(item.width) && isSize(item.height)) {
      slide.width = item.width;
      slide.height = item.height;
    }
    slides.push(slide);
  }
  return slides;
}

const isSize = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;
