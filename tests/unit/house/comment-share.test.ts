// Comments say why, sparingly: comment lines stay at most 4% of the code lines in app/.
import {readFileSync, readdirSync} from 'node:fs';
import {resolve} from 'node:path';
import {describe, expect, it} from 'vitest';

const APP = resolve(import.meta.dirname, '../../../app');
const MAX_SHARE = 0.04;

function countLines(source: string): {comment: number; code: number} {
  let comment = 0;
  let code = 0;
  let inBlock = false;
  for (const line of source.split('\n')) {
    const text = line.trim();
    if (!text) continue;
    if (inBlock) {
      comment++;
      if (text.includes('*/')) inBlock = false;
    } else if (text.startsWith('//') || /^\{\/\*.*\*\/\}$/.test(text)) {
      comment++;
    } else if (text.startsWith('/*')) {
      comment++;
      inBlock = !text.includes('*/');
    } else {
      code++;
    }
  }
  return {comment, code};
}

function appSources(): string[] {
  return readdirSync(APP, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.tsx?$/.test(file) && !/(^|\/)\+types\/|\.generated\./.test(file))
    .map((file) => resolve(APP, file));
}

describe('comment share in app/', () => {
  it('counts block, line and JSX comments, and not code with a trailing comment', () => {
    const source = ['/**', ' * why', ' */', 'const a = 1; // why', '', '// why', '{/* why */}', 'f();'].join('\n');
    expect(countLines(source)).toEqual({comment: 5, code: 2});
  });

  it(`keeps comment lines at most ${MAX_SHARE * 100}% of code lines`, () => {
    const files = appSources();
    expect(files.length).toBeGreaterThan(100);
    const total = files.map((file) => countLines(readFileSync(file, 'utf8'))).reduce(
      (sum, count) => ({comment: sum.comment + count.comment, code: sum.code + count.code}),
      {comment: 0, code: 0},
    );
    const share = total.comment / total.code;
    expect(share, `${total.comment} comment lines for ${total.code} code lines`).toBeLessThanOrEqual(MAX_SHARE);
  });
});
