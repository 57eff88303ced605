/** The flows' formatters are built in idle moments, one each, and a host that unmounts first cancels the rest. */
import { afterEach, describe, expect, it, vi } from 'vitest';

type Idle = () => void;

function fakeIdle() {
  const queue: Idle[] = [];
  vi.stubGlobal('requestIdleCallback', (run: Idle) => queue.push(run));
  vi.stubGlobal('cancelIdleCallback', (id: number) => (queue[id - 1] = () => {}));
  return queue;
}

const { NumberFormat, DateTimeFormat } = Intl;

/** The module anew (its formatters not yet built), with Intl's two constructors counting what they build. */
async function freshModule() {
  vi.resetModules();
  const built = { numbers: 0, dates: 0 };
  Intl.NumberFormat = class extends NumberFormat {
    constructor(...args: ConstructorParameters<typeof NumberFormat>) {
      super(...args);
      built.numbers++;
    }
  } as typeof NumberFormat;
  Intl.DateTimeFormat = class extends DateTimeFormat {
    constructor(...args: ConstructorParameters<typeof DateTimeFormat>) {
      super(...args);
      built.dates++;
    }
  } as typeof DateTimeFormat;
  const { warmUpFormats } = await import('../../src/lib/warmUpFormats');
  return { warmUpFormats, built };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Intl.NumberFormat = NumberFormat;
  Intl.DateTimeFormat = DateTimeFormat;
});

describe('warmUpFormats', () => {
  it('builds the kroner formats and the Oslo date, one per idle moment, nothing before the first', async () => {
    const queue = fakeIdle();
    const { warmUpFormats, built } = await freshModule();
    warmUpFormats();
    expect(built).toEqual({ numbers: 0, dates: 0 });
    expect(queue).toHaveLength(1);
    queue[0]!();
    expect(built).toEqual({ numbers: 1, dates: 0 });
    queue[1]!();
    expect(built).toEqual({ numbers: 2, dates: 0 });
    queue[2]!();
    expect(built).toEqual({ numbers: 2, dates: 1 });
    expect(queue).toHaveLength(3);
  });

  it('stops when cancelled (the flow left before it was idle)', async () => {
    const queue = fakeIdle();
    const { warmUpFormats, built } = await freshModule();
    const cancel = warmUpFormats();
    queue[0]!();
    cancel();
    queue[1]!();
    expect(built).toEqual({ numbers: 1, dates: 0 });
    expect(queue).toHaveLength(2);
  });
});
