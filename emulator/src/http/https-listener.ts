// The emulator over https, for clients that only speak https to Shopify (Hydrogen's Customer Account
// client builds https://shopify.com/... itself). The plain listener also answers CONNECT for the hosts
// the certificate names, so a client told to use it as its https proxy reaches this listener instead of
// the real host, with no change to DNS.
import type {IncomingMessage, Server} from 'node:http';
import {createServer, type Server as HttpsServer} from 'node:https';
import type {Duplex} from 'node:stream';
import {fetchListener} from './node-adapter.js';
import {loadOrCreateCertificate, type TlsCertificate} from './tls-certificate.js';

export interface HttpsListenerOptions {
  handler: (request: Request) => Promise<Response>;
  host: string;
  port: number;
  /** Where the key and certificate are kept (made at first start). */
  tlsDir: string;
  /** Names the certificate gives besides this machine's and Shopify's. */
  extraHosts?: string[];
}

export interface HttpsListener {
  server: HttpsServer;
  certificate: TlsCertificate;
  /** `https://host:port`. */
  origin: string;
}

/** A request names its host (shopify.com through a mapping or a tunnel); the URL keeps that name. */
function originOf(incoming: IncomingMessage, fallback: string): string {
  const host = incoming.headers.host;
  return host && URL.canParse(`https://${host}`) ? new URL(`https://${host}`).origin : fallback;
}

export async function listenHttps(options: HttpsListenerOptions): Promise<HttpsListener> {
  const certificate = loadOrCreateCertificate(options.tlsDir, options.extraHosts);
  let origin = '';
  const server = createServer({key: certificate.key, cert: certificate.cert}, fetchListener(options.handler, (incoming) => originOf(incoming, origin)));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  origin = `https://${options.host.includes(':') ? `[${options.host}]` : options.host}:${port}`;
  return {server, certificate, origin};
}

/**
 * Lets `plain` answer `CONNECT host:443` for the certificate's hosts by handing the connection to the
 * https listener; any other target gets 403, so nothing leaves this machine through the emulator.
 */
export function tunnelConnects(plain: Server, https: HttpsListener): void {
  const hosts = new Set(https.certificate.hosts.map((host) => host.toLowerCase()));
  plain.on('connect', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    // A tunnel's socket is ours alone: a client that hangs up must not take the process down.
    socket.on('error', () => socket.destroy());
    const target = URL.canParse(`https://${request.url}`) ? new URL(`https://${request.url}`) : undefined;
    const hostname = target?.hostname.replace(/^\[|\]$/g, '').toLowerCase();
    if (!target || target.port !== '' || !hostname || !hosts.has(hostname)) {
      socket.end('HTTP/1.1 403 Forbidden\r\ncontent-type: text/plain\r\n\r\nThe emulator only stands in for its own hosts on port 443.\n');
      return;
    }
    socket.write('HTTP/1.1 200 Connection Established\r\n\r\n');
    if (head.length) socket.unshift(head);
    https.server.emit('connection', socket);
  });
}
