// A client of a V8 inspector (workerd's, opened by `--debug --inspector-port N`): send a method, await
// its result. Through `ws`: Node's own WebSocket cannot open the Shopify CLI's inspector proxy (the
// handshake fails on Node 24).
import WebSocketClass from 'ws';

export async function connectInspector(port, {answerTimeoutMs = 240_000} = {}) {
  const targets = await (await fetch(`http://127.0.0.1:${port}/json/list`)).json();
  const target = targets.find((t) => t.webSocketDebuggerUrl);
  if (!target) throw new Error(`no inspector target on port ${port}`);
  const socket = new WebSocketClass(target.webSocketDebuggerUrl);
  await new Promise((done, fail) => {
    socket.addEventListener('open', done, {once: true});
    socket.addEventListener('error', fail, {once: true});
  });
  let nextId = 1;
  const pending = new Map();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data));
    const waiting = pending.get(message.id);
    if (!waiting) return;
    pending.delete(message.id);
    if (message.error) waiting.fail(new Error(message.error.message));
    else waiting.done(message.result);
  });
  return {
    send(method, params = {}) {
      const id = nextId++;
      socket.send(JSON.stringify({id, method, params}));
      return new Promise((done, fail) => {
        pending.set(id, {done, fail});
        setTimeout(() => fail(new Error(`${method}: no answer`)), answerTimeoutMs).unref();
      });
    },
    close: () => socket.close(),
  };
}
