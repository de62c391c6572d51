// Strapi 5's documentId: 24 lower-case letters and digits.
import {randomBytes} from 'node:crypto';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

export function newDocumentId(): string {
  return Array.from(randomBytes(24), (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}
