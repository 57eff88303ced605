import { describe, expect, it, vi } from 'vitest';
import { createActor, type InspectionEvent } from 'xstate';
import { consentModalMachine } from '../../machines/consentModal.machine';
import { createLazyInspect, inspectorRequested } from '../../src/lib/inspector';

const memoryStorage = () => {
  const items = new Map<string, string>();
  return { getItem: (k: string) => items.get(k) ?? null, setItem: (k: string, v: string) => void items.set(k, v) };
};

describe('inspectorRequested', () => {
  it('is off unless the tab opted in with ?inspect, and remembers the choice', () => {
    const storage = memoryStorage();
    expect(inspectorRequested({ search: '' }, storage)).toBe(false);
    expect(inspectorRequested({ search: '?inspect' }, storage)).toBe(true);
    expect(inspectorRequested({ search: '?CaseId=1' }, storage)).toBe(true);
    expect(inspectorRequested({ search: '?inspect=off' }, storage)).toBe(false);
    expect(inspectorRequested({ search: '' }, storage)).toBe(false);
  });
});

describe('createLazyInspect', () => {
  it('buffers events until the inspector has loaded, then forwards them in order', async () => {
    const received: string[] = [];
    let loaded!: () => void;
    const ready = new Promise<void>((resolve) => (loaded = resolve));
    const inspect = createLazyInspect(async () => {
      await ready;
      return { inspect: { next: (event: InspectionEvent) => void received.push(event.type) } };
    });
    const actor = createActor(consentModalMachine, {
      input: { userId: 'u', consentToFurtherInformation: false, alreadyConsented: false },
      inspect,
    }).start();
    expect(received).toEqual([]);
    loaded();
    await vi.waitFor(() => expect(received[0]).toBe('@xstate.actor'));
    const before = received.length;
    actor.send({ type: 'user.close' });
    expect(received.length).toBeGreaterThan(before);
    expect(received).toContain('@xstate.event');
  });

  it('drops the buffer and warns when the inspector cannot load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const inspect = createLazyInspect(() => Promise.reject(new Error('offline')));
    inspect({ type: '@xstate.event' } as InspectionEvent);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('Stately Inspector could not be loaded', expect.any(Error)));
    warn.mockRestore();
  });
});
