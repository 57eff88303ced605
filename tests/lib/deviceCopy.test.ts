import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DamageReportContext, DeviceCopyEvent } from '../../machines/damageReport/types';

// The device copy's actor (src/features/damageReport/deviceCopy.ts): when it writes, and what it never writes.
const written: { key: string; value: { owner: string; form: unknown } }[] = [];
vi.mock('idb-keyval', () => ({
  set: vi.fn(async (key: string, value: { owner: string; form: unknown }) => void written.push({ key, value })),
  get: vi.fn(async () => undefined),
  del: vi.fn(async () => undefined),
}));
vi.mock('../../src/lib/device/draftDatabase', () => ({ draftStore: () => ({}) }));
const keeping = { kari: true };
vi.mock('../../src/lib/device/owner', () => ({ mayKeepFor: (owner: string) => owner === 'kari' && keeping.kari }));

const { forgetDraft, keepDraftOnDevice } = await import('../../src/features/damageReport/deviceCopy');

function fakeFlow() {
  const observers = new Set<(snapshot: unknown) => void>();
  let listener: ((event: DeviceCopyEvent) => void) | undefined;
  let context = {
    caseId: 'case-1',
    user: { id: 'kari' },
    form: { descriptionOfDamage: 'M' },
    savedForm: {},
    outbox: { items: [], nextSeq: 1 },
    attachments: [],
    nextAttachmentNumber: 1,
  } as unknown as DamageReportContext;
  return {
    flow: {
      subscribe: (observer: (snapshot: unknown) => void) => {
        observers.add(observer);
        return { unsubscribe: () => observers.delete(observer) };
      },
    },
    receive: (l: (event: DeviceCopyEvent) => void) => void (listener = l),
    change: (patch: Partial<DamageReportContext>) => {
      context = { ...context, ...patch };
      for (const observer of observers) observer({ context });
    },
    tell: (event: DeviceCopyEvent) => listener?.(event),
  };
}

const flushed = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the draft kept on the device', () => {
  beforeEach(() => {
    written.length = 0;
    keeping.kari = true;
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('writes typing 250 ms later, or at once when the machine says the page is hidden', async () => {
    const f = fakeFlow();
    const stop = keepDraftOnDevice(f.flow, f.receive);
    f.change({ form: { descriptionOfDamage: 'Mus' } });
    await vi.advanceTimersByTimeAsync(0);
    // The first copy is written at once (nothing was written before).
    expect(written.map((w) => w.value.form)).toEqual([{ descriptionOfDamage: 'Mus' }]);
    f.change({ form: { descriptionOfDamage: 'Mus i' } });
    await vi.advanceTimersByTimeAsync(200);
    expect(written).toHaveLength(1);
    f.tell({ type: 'page.hidden' });
    await vi.advanceTimersByTimeAsync(0);
    expect(written.map((w) => w.value.form)).toEqual([{ descriptionOfDamage: 'Mus' }, { descriptionOfDamage: 'Mus i' }]);
    // Nothing waits: nothing more is written, not even as the actor stops.
    await vi.advanceTimersByTimeAsync(300);
    stop();
    await vi.advanceTimersByTimeAsync(0);
    expect(written).toHaveLength(2);
    expect(written.every((w) => w.key === 'case-1:progress' && w.value.owner === 'kari')).toBe(true);
  });

  it('a queued save is written at once; stopping writes what waits', async () => {
    const f = fakeFlow();
    const stop = keepDraftOnDevice(f.flow, f.receive);
    f.change({});
    await vi.advanceTimersByTimeAsync(0);
    f.change({ outbox: { items: [{ seq: 1, payload: { kind: 'draft', patch: {} } }], nextSeq: 2 } as DamageReportContext['outbox'] });
    await vi.advanceTimersByTimeAsync(0);
    expect(written).toHaveLength(2);
    f.change({ form: { descriptionOfDamage: 'Rotte' } });
    stop();
    await vi.advanceTimersByTimeAsync(0);
    expect(written.at(-1)!.value.form).toEqual({ descriptionOfDamage: 'Rotte' });
  });

  it('writes nothing for a customer who may not keep data here (logged out), nor for a report sent', async () => {
    const f = fakeFlow();
    const stop = keepDraftOnDevice(f.flow, f.receive);
    keeping.kari = false;
    f.change({ form: { descriptionOfDamage: 'Sopp' } });
    await vi.advanceTimersByTimeAsync(300);
    expect(written).toHaveLength(0);
    keeping.kari = true;
    f.change({ form: { descriptionOfDamage: 'Sopp i' } });
    void forgetDraft('case-1');
    stop();
    vi.useRealTimers();
    await flushed();
    expect(written).toHaveLength(0);
  });
});
