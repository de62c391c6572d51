// npm runs the real program as a grandchild, which a signal to npm alone can leave running. A child
// started with `detached: true` leads a process group of its own, which is stopped whole.

/** Stops a child and, when it leads a process group, everything it started. */
export function stopGroup(child) {
  if (!child || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
}
