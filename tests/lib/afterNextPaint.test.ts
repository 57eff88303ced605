/** afterNextPaint: a task after the next frame's paint; the fallback timer where no frame comes; cancel stops both. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from '../../src/lib/afterNextPaint';

let frames: (() => void)[] = [];

beforeEach(() => {
  vi.useFakeTimers();
  frames = [];
  vi.stubGlobal('requestAnimationFrame', (run: () => void) => frames.push(run));
  vi.stubGlobal('cancelAnimationFrame', (id: number) => (frames[id - 1] = () => {}));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterNextPaint', () => {
  it('runs in the task after the frame, not in the frame itself, and once', () => {
    const work = vi.fn();
    afterNextPaint(work);
    vi.advanceTimersByTime(50);
    expect(work).not.toHaveBeenCalled();
    frames[0]!();
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs after 100 ms when no frame comes (a hidden tab), and not again when one does', () => {
    const work = vi.fn();
    afterNextPaint(work);
    vi.advanceTimersByTime(99);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    frames[0]!();
    vi.advanceTimersByTime(10);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('does not run once cancelled', () => {
    const work = vi.fn();
    const cancel = afterNextPaint(work);
    cancel();
    frames[0]!();
    vi.advanceTimersByTime(1000);
    expect(work).not.toHaveBeenCalled();
  });
});
