// The skeleton's https origin: Hydrogen sends the browser back to https://<the host it was asked for>
// after sign-in, so the dev server (plain http) sits behind this TLS listener, which passes each request
// and websocket on with its Host header unchanged.
import {request as httpRequest} from 'node:http';
import {createServer} from 'node:https';
import {connect} from 'node:net';

/** Listens on 127.0.0.1:`port` with `tls` ({key, cert}) and forwards to http://127.0.0.1:`targetPort`. */
export function startHttpsFront({port, targetPort, tls}) {
  const server = createServer(tls, (incoming, outgoing) => {
    const forward = httpRequest(
      {host: '127.0.0.1', port: targetPort, method: incoming.method, path: incoming.url, headers: {...incoming.headers, 'x-forwarded-proto': 'https'}},
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(outgoing);
      },
    );
    forward.on('error', (error) => {
      if (!outgoing.headersSent) outgoing.writeHead(502, {'content-type': 'text/plain'});
      outgoing.end(`The skeleton did not answer: ${error.message}\n`);
    });
    incoming.pipe(forward);
  });
  // Vite's live reload.
  server.on('upgrade', (incoming, socket, head) => {
    const upstream = connect(targetPort, '127.0.0.1', () => {
      const lines = [`${incoming.method} ${incoming.url} HTTP/1.1`];
      for (let i = 0; i < incoming.rawHeaders.length; i += 2) lines.push(`${incoming.rawHeaders[i]}: ${incoming.rawHeaders[i + 1]}`);
      upstream.write(lines.join('\r\n') + '\r\n\r\n');
      if (head.length) upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
