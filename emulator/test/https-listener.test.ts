// The https listener, its certificate, and CONNECT through the plain port, over real sockets.
import {mkdtempSync, rmSync} from 'node:fs';
import {request as httpRequest, type Server} from 'node:http';
import {request as httpsRequest} from 'node:https';
import type {AddressInfo} from 'node:net';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {connect} from 'node:tls';
import {X509Certificate} from 'node:crypto';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {listenHttps, tunnelConnects, type HttpsListener} from '../src/http/https-listener.js';
import {serveFetch} from '../src/http/node-adapter.js';
import {loadOrCreateCertificate} from '../src/http/tls-certificate.js';

const echo = async (request: Request) => new Response(`${request.method} ${request.url}`);

let dir: string;
let plain: Server;
let plainPort: number;
let https: HttpsListener;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'emulator-tls-'));
  plain = serveFetch(echo, 'http://127.0.0.1');
  await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
  plainPort = (plain.address() as AddressInfo).port;
  https = await listenHttps({handler: echo, host: '127.0.0.1', port: 0, tlsDir: dir, extraHosts: ['shop.example.test']});
  tunnelConnects(plain, https);
});
afterAll(async () => {
  await new Promise((resolve) => plain.close(resolve));
  await new Promise((resolve) => https.server.close(resolve));
  rmSync(dir, {recursive: true, force: true});
});

function text(response: import('node:http').IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    response.setEncoding('utf8');
    response.on('data', (chunk: string) => (body += chunk));
    response.on('end', () => resolve(body));
    response.on('error', reject);
  });
}

/** CONNECT through the plain port, then TLS to `host` trusting only the emulator's certificate. */
function throughTunnel(host: string, path: string): Promise<{status: number; body?: string}> {
  return new Promise((resolve, reject) => {
    const tunnel = httpRequest({host: '127.0.0.1', port: plainPort, method: 'CONNECT', path: `${host}:443`});
    tunnel.on('connect', (answer, socket) => {
      if (answer.statusCode !== 200) {
        socket.destroy();
        resolve({status: answer.statusCode ?? 0});
        return;
      }
      const secure = connect({socket, servername: host, ca: https.certificate.cert}, () => {
        // HTTP/1.0: an answer without chunked framing, read to the end of the stream.
        secure.write(`GET ${path} HTTP/1.0\r\nHost: ${host}\r\n\r\n`);
      });
      let raw = '';
      secure.setEncoding('utf8');
      secure.on('data', (chunk: string) => (raw += chunk));
      secure.on('end', () => resolve({status: Number(raw.split(' ')[1]), body: raw.split('\r\n\r\n')[1]}));
      secure.on('error', reject);
    });
    tunnel.on('error', reject);
    tunnel.end();
  });
}

describe('https listener', () => {
  it('serves the emulator to a client that trusts only its certificate', async () => {
    const port = new URL(https.origin).port;
    const body = await new Promise<string>((resolve, reject) => {
      httpsRequest({host: '127.0.0.1', port, path: '/mailbox.json', servername: 'localhost', ca: https.certificate.cert}, (response) =>
        text(response).then(resolve, reject),
      )
        .on('error', reject)
        .end();
    });
    expect(body).toBe(`GET https://127.0.0.1:${port}/mailbox.json`);
  });

  it('stands in for shopify.com through CONNECT, with the URL naming the host the client asked for', async () => {
    expect(await throughTunnel('shopify.com', '/authentication/1/oauth/authorize?x=1')).toEqual({
      status: 200,
      body: 'GET https://shopify.com/authentication/1/oauth/authorize?x=1',
    });
    expect((await throughTunnel('shop.example.test', '/')).status).toBe(200);
  });

  it('refuses to tunnel to any host its certificate does not name', async () => {
    expect((await throughTunnel('example.com', '/')).status).toBe(403);
  });
});

describe('certificate', () => {
  it('is kept, and remade on the same key when a name is missing', () => {
    const first = loadOrCreateCertificate(dir, ['shop.example.test']);
    expect(first.cert).toBe(https.certificate.cert);
    const wider = loadOrCreateCertificate(dir, ['other.example.test']);
    expect(wider.cert).not.toBe(first.cert);
    expect(wider.spkiSha256).toBe(first.spkiSha256);
    const cert = new X509Certificate(wider.cert);
    expect(cert.checkHost('other.example.test')).toBe('other.example.test');
    expect(cert.checkHost('shopify.com')).toBe('shopify.com');
    expect(cert.checkIP('127.0.0.1')).toBe('127.0.0.1');
    expect(cert.verify(cert.publicKey)).toBe(true);
  });
});
