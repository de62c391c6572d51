// The least a page can be: one static HTML document with a heading and a few lines of text in the site's
// font stack, no scripts, no images, no style sheet to fetch. The bench audits it beside the site's pages,
// so its table says what the machine allows: Chromium's own start-up work (the first layout sets up its
// fonts) falls inside Lighthouse's simulated blocking time, and when this page does not reach 100 either,
// a site page's shortfall is not all the site's.
import {createServer} from 'node:http';

export const REFERENCE_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Reference page</title>
<meta name="description" content="A static page with no scripts, for the benchmark to compare with.">
<style>
body{font-family:system-ui,-apple-system,'Segoe UI',Roboto,'Helvetica Neue',sans-serif;margin:1rem;line-height:1.5}
</style>
</head>
<body>
<main>
<h1>Reference page</h1>
<p>A static document with a heading, a paragraph and a short list: no scripts, no images, no fonts to fetch.</p>
<ul><li>First line of the list</li><li>Second line of the list</li><li>Third line of the list</li></ul>
</main>
</body>
</html>
`;

const ROBOTS = 'User-agent: *\nAllow: /\n';

/** Serves the reference page on a free loopback port until `close()`. */
export async function startReferencePage() {
  const server = createServer((request, response) => {
    const path = new URL(request.url, 'http://localhost').pathname;
    if (path === '/robots.txt') {
      response.writeHead(200, {'content-type': 'text/plain; charset=utf-8'});
      response.end(ROBOTS);
    } else if (path === '/favicon.ico') {
      // The browser asks for it anyway; a 404 would be a console error in the best-practices audit.
      response.writeHead(204);
      response.end();
    } else if (path === '/') {
      response.writeHead(200, {'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache'});
      response.end(REFERENCE_HTML);
    } else {
      response.writeHead(404, {'content-type': 'text/plain; charset=utf-8'});
      response.end('Not found\n');
    }
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
