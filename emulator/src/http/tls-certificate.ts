// The https listener's certificate: self-signed, made on this machine at first use and kept in a folder
// (key.pem, cert.pem). The key is kept for good, so the certificate's public-key hash, which Chromium is
// told to trust, stays the same; the certificate is made anew when it expires or lacks a wanted name.
// Node's crypto makes keys and signs but writes no certificates, so the DER is assembled here (RFC 5280).
import {createHash, createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, sign, X509Certificate, type KeyObject} from 'node:crypto';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {isIPv4, isIPv6} from 'node:net';
import {join} from 'node:path';

/** What the emulator stands in for over https, besides this machine's own names. */
export const STAND_IN_HOSTS = ['shopify.com'];

const LOCAL_NAMES = ['localhost', '127.0.0.1', '::1'];
const VALID_DAYS = 365;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface TlsCertificate {
  key: string;
  cert: string;
  certPath: string;
  /** The DNS names and addresses the certificate names. */
  hosts: string[];
  /** base64 SHA-256 of the public key (SPKI), as Chromium's `--ignore-certificate-errors-spki-list` takes it. */
  spkiSha256: string;
}

export function spkiSha256(certOrKeyPem: string): string {
  const spki = createPublicKey(certOrKeyPem).export({type: 'spki', format: 'der'});
  return createHash('sha256').update(spki).digest('base64');
}

// --- DER, only what a certificate needs ---

function tlv(tag: number, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  const size: number[] = [];
  for (let rest = body.length; rest > 0; rest >>>= 8) size.unshift(rest & 0xff);
  const length = body.length < 0x80 ? [body.length] : [0x80 | size.length, ...size];
  return Buffer.concat([Buffer.from([tag, ...length]), body]);
}
const sequence = (...items: Buffer[]) => tlv(0x30, ...items);
const set = (...items: Buffer[]) => tlv(0x31, ...items);
const octets = (bytes: Buffer) => tlv(0x04, bytes);
const bits = (bytes: Buffer, unused = 0) => tlv(0x03, Buffer.from([unused]), bytes);
const TRUE = Buffer.from([0x01, 0x01, 0xff]);

function integer(bytes: Buffer): Buffer {
  return tlv(0x02, bytes[0]! & 0x80 ? Buffer.concat([Buffer.from([0]), bytes]) : bytes);
}

function oid(dotted: string): Buffer {
  const [first, second, ...rest] = dotted.split('.').map(Number);
  const bytes = [first! * 40 + second!];
  for (const arc of rest) {
    const chunk = [arc & 0x7f];
    for (let value = arc >>> 7; value > 0; value >>>= 7) chunk.unshift((value & 0x7f) | 0x80);
    bytes.push(...chunk);
  }
  return tlv(0x06, Buffer.from(bytes));
}

/** UTCTime up to 2049, GeneralizedTime from 2050, as RFC 5280 asks. */
function time(date: Date): Buffer {
  const text = date.toISOString().replace(/[-:T]/g, '').replace(/\.\d+Z$/, 'Z');
  return date.getUTCFullYear() < 2050 ? tlv(0x17, Buffer.from(text.slice(2))) : tlv(0x18, Buffer.from(text));
}

function ipBytes(address: string): Buffer {
  if (isIPv4(address)) return Buffer.from(address.split('.').map(Number));
  const [head, tail = ''] = address.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const missing = 8 - groups(head!).length - groups(tail).length;
  const all = address.includes('::') ? [...groups(head!), ...Array<string>(missing).fill('0'), ...groups(tail)] : groups(address);
  return Buffer.from(all.map((group) => group.padStart(4, '0')).join(''), 'hex');
}

const extension = (id: string, critical: boolean, value: Buffer) => sequence(oid(id), ...(critical ? [TRUE] : []), octets(value));

function certificateDer(privateKey: KeyObject, hosts: string[], now: Date): Buffer {
  const spki = createPublicKey(privateKey).export({type: 'spki', format: 'der'});
  // The P-256 point, the subject key identifier's input.
  const publicKeyBits = spki.subarray(-65);
  const ecdsaWithSha256 = sequence(oid('1.2.840.10045.4.3.2'));
  const name = sequence(set(sequence(oid('2.5.4.3'), tlv(0x0c, Buffer.from('Storefront emulator (this machine only)')))));
  const serial = randomBytes(16);
  serial[0] = (serial[0]! & 0x7f) | 0x01;
  const altNames = hosts.map((host) => (isIPv4(host) || isIPv6(host) ? tlv(0x87, ipBytes(host)) : tlv(0x82, Buffer.from(host))));
  const tbs = sequence(
    tlv(0xa0, integer(Buffer.from([2]))),
    integer(serial),
    ecdsaWithSha256,
    name,
    sequence(time(new Date(now.getTime() - DAY_MS)), time(new Date(now.getTime() + VALID_DAYS * DAY_MS))),
    name,
    spki,
    tlv(
      0xa3,
      sequence(
        // Its own issuer, and a CA, so that a client given it as a trusted root (Node's NODE_EXTRA_CA_CERTS)
        // accepts it as the whole chain.
        extension('2.5.29.19', true, sequence(TRUE, integer(Buffer.from([0])))),
        // digitalSignature and keyCertSign.
        extension('2.5.29.15', true, bits(Buffer.from([0x84]), 2)),
        extension('2.5.29.37', false, sequence(oid('1.3.6.1.5.5.7.3.1'))),
        extension('2.5.29.14', false, octets(createHash('sha1').update(publicKeyBits).digest())),
        extension('2.5.29.17', false, sequence(...altNames)),
      ),
    ),
  );
  return sequence(tbs, ecdsaWithSha256, bits(sign('sha256', tbs, privateKey)));
}

// --- the folder ---

function namesOf(cert: X509Certificate): string[] {
  return (cert.subjectAltName ?? '')
    .split(', ')
    .map((entry) => entry.replace(/^(DNS|IP Address):/, ''))
    .filter(Boolean);
}

function stillServes(certPem: string, hosts: string[], now: Date): boolean {
  const cert = new X509Certificate(certPem);
  const names = (host: string) => (isIPv4(host) || isIPv6(host) ? cert.checkIP(host) : cert.checkHost(host, {subject: 'never'}));
  return new Date(cert.validTo).getTime() - now.getTime() > DAY_MS && hosts.every((host) => names(host) !== undefined);
}

/**
 * The certificate in `dir` for `extraHosts` on top of this machine's names and STAND_IN_HOSTS, made or
 * remade as needed. One process at a time should call it for a folder.
 */
export function loadOrCreateCertificate(dir: string, extraHosts: string[] = [], now = new Date()): TlsCertificate {
  const hosts = [...new Set([...LOCAL_NAMES, ...STAND_IN_HOSTS, ...extraHosts.map((host) => host.trim().toLowerCase()).filter(Boolean)])];
  const keyPath = join(dir, 'key.pem');
  const certPath = join(dir, 'cert.pem');
  const savedKey = existsSync(keyPath) ? readFileSync(keyPath, 'utf8') : undefined;
  const savedCert = savedKey && existsSync(certPath) ? readFileSync(certPath, 'utf8') : undefined;
  if (savedKey && savedCert && stillServes(savedCert, hosts, now)) {
    return {key: savedKey, cert: savedCert, certPath, hosts: namesOf(new X509Certificate(savedCert)), spkiSha256: spkiSha256(savedKey)};
  }

  const privateKey = savedKey ? createPrivateKey(savedKey) : generateKeyPairSync('ec', {namedCurve: 'prime256v1'}).privateKey;
  const key = savedKey ?? (privateKey.export({type: 'pkcs8', format: 'pem'}) as string);
  const der = certificateDer(privateKey, hosts, now);
  const cert = `-----BEGIN CERTIFICATE-----\n${der.toString('base64').replace(/.{1,64}/g, '$&\n')}-----END CERTIFICATE-----\n`;
  mkdirSync(dir, {recursive: true});
  if (!savedKey) writeFileSync(keyPath, key, {mode: 0o600});
  writeFileSync(certPath, cert);
  return {key, cert, certPath, hosts, spkiSha256: spkiSha256(key)};
}
