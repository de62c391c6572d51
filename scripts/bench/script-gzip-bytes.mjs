// The gzip-encoded bytes of the page's scripts as the server sends them, without
// HTTP headers (which Lighthouse's transfer size includes, about 300 bytes per file).
import {request} from 'node:http';

function encodedBodyBytes(url) {
  return new Promise((done, fail) => {
    const req = request(url, {headers: {'Accept-Encoding': 'gzip'}, timeout: 10_000}, (res) => {
      let bytes = 0;
      res.on('data', (chunk) => (bytes += chunk.length));
      res.on('end', () =>
        res.headers['content-encoding'] === 'gzip'
          ? done(bytes)
          : fail(new Error(`${url} was not sent gzip-encoded`)),
      );
    });
    req.on('timeout', () => req.destroy(new Error(`${url} timed out`)));
    req.on('error', fail);
    req.end();
  });
}

/** KiB of gzip-encoded JavaScript among the requests of a Lighthouse run. */
export async function scriptGzipKB(lhr) {
  const urls = (lhr.audits['network-requests']?.details?.items ?? [])
    .filter((item) => item.resourceType === 'Script')
    .map((item) => item.url);
  const sizes = await Promise.all(urls.map(encodedBodyBytes));
  return sizes.reduce((total, size) => total + size, 0) / 1024;
}
