// The soak's control: a worker with none of the app's code, on the same runtime as the preview
// (mini-oxygen, workerd), that makes about as much short-lived garbage per request as a
// server-rendered page. If its process grows like the preview's, the runtime holds the memory.
import {createMiniOxygen} from '@shopify/mini-oxygen';

const WORKER = `
export default {
  async fetch(request) {
    const url = new URL(request.url);
    if (request.method === 'POST') await request.arrayBuffer();
    // Some hundreds of objects and a page of text, all garbage once answered.
    const rows = Array.from({length: 600}, (_, i) => ({id: i, path: url.pathname, label: 'row ' + i + ' of ' + url.pathname}));
    const html = '<!doctype html><title>control</title>' + rows.map((row) => '<p data-id="' + row.id + '">' + JSON.stringify(row) + '</p>').join('');
    return new Response(html, {status: url.pathname === '/no-such-page' ? 404 : 200, headers: {'content-type': 'text/html'}});
  },
};`;

export async function startControlWorker({port, inspectorPort}) {
  const miniOxygen = createMiniOxygen({
    port,
    debug: true,
    inspectorPort,
    requestHook: () => {},
    workers: [{name: 'control', modules: true, script: WORKER}],
  });
  await miniOxygen.ready;
  return {baseUrl: `http://localhost:${port}`, stop: () => miniOxygen.dispose()};
}
