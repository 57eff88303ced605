/**
 * A flow's outbox: what the customer gave that the server has not yet taken, in the order it was given. Pure.
 * Every save goes through it, online or not; the connection region (./connection.ts) sends the head when online
 * and takes it out only when the server has answered, so the order is kept and nothing is sent twice by the
 * app. Kept on the device with the draft, so a reload or a closed tab loses nothing.
 */

/** One save waiting to be sent, numbered in the order the saves were made. */
export interface QueuedItem<T> {
  seq: number;
  payload: T;
}

export interface Outbox<T> {
  items: QueuedItem<T>[];
  /** The number the next item gets (never reused, also across reloads). */
  nextSeq: number;
}

export const emptyOutbox = <T>(): Outbox<T> => ({ items: [], nextSeq: 1 });

export const enqueue = <T>(outbox: Outbox<T>, payload: T): Outbox<T> => ({
  items: [...outbox.items, { seq: outbox.nextSeq, payload }],
  nextSeq: outbox.nextSeq + 1,
});

/** The item to send next. */
export const head = <T>(outbox: Outbox<T>): QueuedItem<T> | undefined => outbox.items[0];

/** Takes out the item `seq` once the server has answered it (only the head is ever sent). */
export const settle = <T>(outbox: Outbox<T>, seq: number): Outbox<T> =>
  outbox.items[0]?.seq === seq ? { ...outbox, items: outbox.items.slice(1) } : outbox;
