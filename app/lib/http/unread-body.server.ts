const DRAIN_LIMIT = 1024 * 1024;

// The local runtime resets a keep-alive connection that still holds unread bytes; the next request on it fails.
export async function drainUnreadBody(request: Request): Promise<void> {
  if (!request.body || request.bodyUsed) return;
  try {
    const reader = request.body.getReader();
    let size = 0;
    for (;;) {
      const {done, value} = await reader.read();
      if (done) return;
      size += value.byteLength;
      if (size > DRAIN_LIMIT) {
        await reader.cancel();
        return;
      }
    }
  } catch {
    // Locked or already errored: nothing left to drain.
  }
}
