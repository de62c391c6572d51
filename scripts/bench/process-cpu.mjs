// CPU time of the processes behind a local site, read from /proc: unlike
// requests per second it barely moves when other work shares the machine, so
// it is the throughput figure a busy CI box can reproduce.
import {readFileSync, readdirSync, readlinkSync} from 'node:fs';

// USER_HZ: Linux reports utime and stime in these ticks on every architecture we run on.
const TICKS_PER_SECOND = 100;

/** User plus system CPU of a process so far, in milliseconds. */
export function cpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // utime and stime are fields 14 and 15 of /proc/<pid>/stat, counted from the pid.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** The process listening on a TCP port of this machine, or null (another user's, or none). */
export function listeningPid(port) {
  const inodes = new Set();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text;
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const columns = line.trim().split(/\s+/);
      // State 0A is LISTEN; the local address ends in the port in hex.
      if (columns[3] === '0A' && Number.parseInt(columns[1].split(':').at(-1), 16) === port) {
        inodes.add(columns[9]);
      }
    }
  }
  if (inodes.size === 0) return null;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let fds;
    try {
      fds = readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const match = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${entry}/fd/${fd}`));
        if (match && inodes.has(match[1])) return Number(entry);
      } catch {
        // The descriptor closed while we looked.
      }
    }
  }
  return null;
}

/** The parent of a process (for the worker: the CLI that serves its static assets and logs its requests). */
export function parentPid(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}
