// The load generator, in its own process so the clients' own work neither queues behind the emulator on
// one event loop nor counts in the emulator's CPU time: `concurrency` loops send the prepared bodies and
// report each latency. Plain JavaScript, so it starts without tsx's loader. node:http with a keep-alive agent
// rather than fetch: undici's per-request cost would otherwise dominate what is measured. The same process
// sends the warm-up bodies first: a fresh client's own cold code would otherwise count in the latencies.
import {Agent, request} from 'node:http';

const nextMessage = () => new Promise((resolve) => process.once('message', resolve));

/**
 * @type {{url: string; token: string; warmup: string[]; bodies: string[]; concurrency: number;
 *   timeLimitMs: number}}
 */
const job = await nextMessage();

const agent = new Agent({keepAlive: true, maxSockets: job.concurrency});

/**
 * @param {string} body
 * @returns {Promise<void>}
 */
function send(body) {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      job.url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-shopify-storefront-access-token': job.token,
        },
      },
      (incoming) => {
        /** @type {Buffer[]} */
        const chunks = [];
        incoming.on('data', (chunk) => chunks.push(chunk));
        incoming.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          if (incoming.statusCode !== 200 || text.startsWith('{"errors"')) reject(new Error(text.slice(0, 300)));
          else resolve();
        });
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/**
 * Sends `bodies` over `concurrency` loops until they are all sent or the time limit passes.
 * @param {string[]} bodies
 * @returns {Promise<{latencies: number[]; elapsedMs: number}>}
 */
async function sendAll(bodies) {
  /** @type {number[]} */
  const latencies = [];
  let next = 0;
  const started = performance.now();
  const loop = async () => {
    while (next < bodies.length && performance.now() - started < job.timeLimitMs) {
      const body = bodies[next++];
      const t0 = performance.now();
      await send(body);
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({length: job.concurrency}, loop));
  return {latencies, elapsedMs: performance.now() - started};
}

// The parent starts counting the emulator's CPU time between the two phases.
sendAll(job.warmup)
  .then(async () => {
    process.send?.({warmedUp: true});
    await nextMessage();
    return sendAll(job.bodies);
  })
  .then(
    (result) => process.send?.(result),
    (error) => process.send?.({error: error instanceof Error ? error.message : String(error)}),
  )
  .finally(() => {
    agent.destroy();
    process.disconnect?.();
  });
