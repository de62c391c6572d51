import {describe, expect, it} from 'vitest';
import {blockingTime} from '../../../scripts/bench/script-work.mjs';

describe('the blocking time the script-work table prints', () => {
  it('counts what each task after the first paint holds beyond 50 ms', () => {
    const tasks = [
      {start: 1000, duration: 120},
      {start: 1200, duration: 50},
      {start: 1300, duration: 80},
    ];
    expect(blockingTime(tasks, 900)).toEqual({blocking: 70 + 0 + 30, longest: 120});
  });

  it('leaves out tasks before the first paint and counts only the part after it of a task it falls in', () => {
    const tasks = [
      {start: 100, duration: 300},
      {start: 450, duration: 150},
    ];
    expect(blockingTime(tasks, 500)).toEqual({blocking: 50, longest: 150});
  });

  it('is nothing when no task was long', () => {
    expect(blockingTime([], 500)).toEqual({blocking: 0, longest: 0});
  });
});
