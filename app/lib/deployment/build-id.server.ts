import {BUILD_ID_PATH} from './deployment-check';

export function buildIdResponse(request: Request, buildId: string): Response | null {
  if (new URL(request.url).pathname !== BUILD_ID_PATH) return null;
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return new Response(null, {status: 405, headers: {Allow: 'GET, HEAD'}});
  }
  const headers = {'Content-Type': 'application/json', 'Cache-Control': 'no-store'};
  const body = request.method === 'HEAD' ? null : JSON.stringify({id: buildId});
  return new Response(body, {headers});
}
