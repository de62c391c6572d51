/** An OpenStreetMap search for a venue: no key, no tracking, works in every country. */
export function mapSearchUrl(place: {venueName: string; address: string; city: string; country: string}): string {
  const query = place.address
    ? `${place.address}, ${place.country}`
    : `${place.venueName}, ${place.city}, ${place.country}`;
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}
