// The text of every stylesheet in this folder, by the URL its `?url` import gives the routes' `links`.
const urls = import.meta.glob<string>('./*.css', {query: '?url', import: 'default', eager: true});
const texts = import.meta.glob<string>('./*.css', {query: '?inline', import: 'default', eager: true});

export const SHEET_TEXT: ReadonlyMap<string, string> = new Map(
  Object.entries(urls).map(([file, url]) => [url, texts[file]]),
);
