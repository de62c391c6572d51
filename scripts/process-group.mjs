// Children started with `detached: true` lead a process group of their own: npm runs the real
// program as a grandchild, which a signal to npm alone would leave running.

/** Stops a detached child and everything it started. */
export function stopGroup(child) {
  if (!child || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
}
