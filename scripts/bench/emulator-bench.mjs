// The emulator's own benchmark (`npm run bench -w emulator`), when it exists,
// so that `npm run bench` reports both.
import {spawn} from 'node:child_process';
import {existsSync} from 'node:fs';
import {resolve} from 'node:path';

const ROOT = resolve(import.meta.dirname, '../..');
const TIMEOUT_MS = 10 * 60_000;

/** Resolves to the exit code, or null when the emulator has no benchmark. */
export function runEmulatorBench() {
  if (!existsSync(resolve(ROOT, 'emulator/bench/run.ts'))) return Promise.resolve(null);
  return new Promise((done) => {
    const child = spawn('npm', ['run', 'bench', '-w', 'emulator'], {
      cwd: ROOT,
      stdio: 'inherit',
      detached: true,
    });
    const killGroup = () => {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    };
    process.once('exit', killGroup);
    const timer = setTimeout(() => {
      console.error(
        `The emulator benchmark did not finish within ${TIMEOUT_MS / 60_000} min; stopping it.`,
      );
      killGroup();
    }, TIMEOUT_MS);
    child.on('error', (error) => {
      console.error(`The emulator benchmark could not start: ${error.message}`);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      process.off('exit', killGroup);
      done(code ?? 1);
    });
  });
}
