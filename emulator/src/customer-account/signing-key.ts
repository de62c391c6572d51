// The RSA key that signs id tokens: made on first use, kept in the database so tokens stay verifiable
// across restarts, its public half published as the JWKS.
import {createPrivateKey, generateKeyPairSync, randomUUID, type JsonWebKey, type KeyObject} from 'node:crypto';
import type {Database} from '../db/database.js';
import {prepared} from '../db/prepared.js';

export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicJwk: JsonWebKey;
}

const keys = new WeakMap<Database, SigningKey>();

function storedKey(db: Database): SigningKey | null {
  const row = prepared(db, 'SELECT kid, private_key_pem, public_jwk FROM customer_account_signing_keys ORDER BY created_at LIMIT 1').get() as
    | {kid: string; private_key_pem: string; public_jwk: string}
    | undefined;
  if (!row) return null;
  return {kid: row.kid, privateKey: createPrivateKey(row.private_key_pem), publicJwk: JSON.parse(row.public_jwk) as JsonWebKey};
}

function newKey(db: Database, now: Date): SigningKey {
  const {privateKey, publicKey} = generateKeyPairSync('rsa', {modulusLength: 2048});
  const kid = randomUUID();
  const publicJwk = {...publicKey.export({format: 'jwk'}), kid, use: 'sig', alg: 'RS256'};
  prepared(
    db,
    'INSERT OR IGNORE INTO customer_account_signing_keys (kid, private_key_pem, public_jwk, created_at) VALUES (?, ?, ?, ?)',
  ).run(kid, privateKey.export({format: 'pem', type: 'pkcs8'}).toString(), JSON.stringify(publicJwk), now.toISOString());
  // Another process on the same database may have stored its key first: the stored one wins.
  return storedKey(db) ?? {kid, privateKey, publicJwk};
}

export function signingKey(db: Database, now: Date): SigningKey {
  let key = keys.get(db);
  if (!key) {
    key = storedKey(db) ?? newKey(db, now);
    keys.set(db, key);
  }
  return key;
}

export function jwks(db: Database, now: Date): {keys: JsonWebKey[]} {
  return {keys: [signingKey(db, now).publicJwk]};
}
