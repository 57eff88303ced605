/**
 * Model-based test of the more-photos machine (issue 24): every state and transition, open and closed cases,
 * uploads that finish, fail, are made smaller or are refused because the case was closed meanwhile.
 */
import { describe, expect, it, vi } from 'vitest';
import { fromCallback } from 'xstate';
import { moreAttachmentsMachine, type MoreAttachmentsContext, type MoreAttachmentsEvent, type MoreAttachmentsUploadInput } from '../../machines/moreAttachments.machine';
import { createMachineModel, expectFullCoverage } from '../support/modelTesting';

const PHOTO = new File(['x'], 'sprekk.jpg', { type: 'image/jpeg' });
const SMALLER = new File(['y'], 'sprekk-liten.jpg', { type: 'image/jpeg' });

function eventsFor(c: MoreAttachmentsContext): MoreAttachmentsEvent[] {
  const uploading = c.items.find((i) => i.status === 'uploading')?.id ?? 'file-9';
  const failed = c.items.find((i) => i.status === 'error')?.id ?? 'file-9';
  const events: MoreAttachmentsEvent[] = [
    { type: 'upload.prepared', id: uploading, file: SMALLER },
    { type: 'upload.progress', id: uploading, progress: 40 },
    { type: 'upload.done', id: uploading, attachmentId: `att-${uploading}`, relationshipId: `rel-${uploading}` },
    { type: 'upload.failed', id: uploading },
    { type: 'upload.closed', id: uploading },
    { type: 'user.dismiss', id: failed },
    // Taking out a file under way is refused.
    { type: 'user.dismiss', id: uploading },
  ];
  // Two files at most keeps the walk small; a second choice while the first uploads shows they run side by side.
  events.push({ type: 'user.addFiles', files: c.items.length < 2 ? [PHOTO] : [] });
  return events;
}

const model = createMachineModel(moreAttachmentsMachine, {
  inputs: [
    { caseId: 'case-1', closed: false },
    { caseId: 'case-1', closed: true },
  ],
  events: (snapshot) => eventsFor(snapshot.context),
  // Without the files' numbers: a file taken out and another chosen is the same state again, so the walk ends.
  serializeContext: (c) => ({ closed: c.closed, items: c.items.map((i) => `${i.status}:${i.filename}`) }),
  simplePaths: false,
});

describe('moreAttachments model', () => {
  it.each(model.paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const actions = { refreshCase: vi.fn() };
    const uploads: MoreAttachmentsUploadInput[] = [];
    const result = await model.replay(path, {
      actions,
      // Spawned uploads: the model sends their events itself; the fake only records what was sent.
      actors: { uploadAttachment: fromCallback<{ type: 'noop' }, MoreAttachmentsUploadInput>(({ input }) => void uploads.push(input)) },
      onStep: (snapshot) => {
        // Closed exactly when the case is closed: from the start, or once the server said so.
        expect(snapshot.matches('closed')).toBe(snapshot.context.closed);
      },
    });
    const snapshots = result.snapshots;
    path.steps.forEach(({ event }, i) => {
      if (i === 0) return;
      const before = snapshots[i - 1]!;
      const after = snapshots[i]!;
      // Nothing is sent once the case is closed; each file chosen while open is sent once.
      if (event.type === 'user.addFiles') {
        const chosen = (event as unknown as { files: File[] }).files.length;
        expect(after.context.items.length - before.context.items.length).toBe(before.matches('open') ? chosen : 0);
      }
      // A 403 closes the page for more files.
      if (event.type === 'upload.closed' && before.context.items.some((item) => item.id === (event as unknown as { id: string }).id && item.status === 'uploading')) {
        expect(after.matches('closed')).toBe(true);
      }
      // A file under way is never taken out.
      if (event.type === 'user.dismiss') {
        const item = before.context.items.find((x) => x.id === (event as unknown as { id: string }).id);
        expect(after.context.items.length).toBe(before.context.items.length - (item?.status === 'error' ? 1 : 0));
      }
    });
    expect(uploads.every((u) => u.caseId === 'case-1' && u.file === PHOTO)).toBe(true);
    const chosenWhileOpen = path.steps.filter(({ event }, i) => event.type === 'user.addFiles' && i > 0 && snapshots[i - 1]!.matches('open'));
    expect(uploads).toHaveLength(chosenWhileOpen.reduce((n, { event }) => n + (event as unknown as { files: File[] }).files.length, 0));
    // The case is reloaded once per stored file, and once when the server says it was closed.
    const stored = path.steps.filter(({ event }, i) => i > 0 && event.type === 'upload.done' && snapshots[i - 1]!.context.items.some((x) => x.id === (event as unknown as { id: string }).id && x.status === 'uploading')).length;
    const closedNow = path.steps.filter(({ event }, i) => i > 0 && event.type === 'upload.closed' && snapshots[i - 1]!.matches('open')).length;
    expect(actions.refreshCase).toHaveBeenCalledTimes(stored + closedNow);
  });

  it('covers every state and transition', () => expectFullCoverage(model));
});
