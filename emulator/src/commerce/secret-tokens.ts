// Random bearer tokens handed to clients; only their SHA-256 is stored, so a database leak reveals none.
import {createHash, randomBytes} from 'node:crypto';

export function newSecretToken(): string {
  return randomBytes(16).toString('hex');
}

export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
