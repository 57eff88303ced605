import { useEffect } from 'react';
import { createAtom, useSelector } from '@tanstack/react-store';
import type { User } from '../../domain/types';
import { fetchUser } from './whoIsLoggedIn';

interface UserAnswer {
  /** undefined: not answered yet; null: anonymous. */
  user: User | null | undefined;
  /** The last question failed (the user, if any, is the one known before). */
  error: Error | undefined;
  /** When the server answered (Date.now()), 0 before. */
  answeredAt: number;
}

const NOT_ASKED: UserAnswer = { user: undefined, error: undefined, answeredAt: 0 };

/** SPEC §9's deduping interval: an answer this young is the answer (the first load's check and the route's). */
const FRESH_MS = 2000;

/**
 * The app's answer to "who is logged in", shared by every page. An atom of TanStack Store, the store library the
 * router already runs on, rather than SWR: the shell and the front page need the user on every first load, and
 * SWR (the pages' data cache) then stays in the chunks of the pages that read data. Set only here; read without
 * asking by ./userNow.ts and watched by the pages' data cache (./apiRead.ts), which load with the pages that need them.
 */
export const userAnswer = createAtom<UserAnswer>(NOT_ASKED);
let asking: Promise<User | null> | undefined;
/** Bumped when a session ends here: an answer to a question asked before it is not kept. */
let sessionEpoch = 0;

/** Asks fetchUser and keeps the answer for every useUser(); callers while a question is out share it. */
export function refreshUser(): Promise<User | null> {
  const epoch = sessionEpoch;
  const current = () => epoch === sessionEpoch;
  asking ??= fetchUser()
    .then(
      (user) => {
        if (current()) userAnswer.set({ user, error: undefined, answeredAt: Date.now() });
        return user;
      },
      (error: unknown) => {
        if (current()) userAnswer.set((answer) => ({ ...answer, error: error instanceof Error ? error : new Error(String(error)) }));
        throw error;
      },
    )
    .finally(() => {
      if (current()) asking = undefined;
    });
  return asking;
}

/** The user as the server says it now: an answer under two seconds old, the question under way, or a new one. */
export function loadUser(): Promise<User | null> {
  const { user, error, answeredAt } = userAnswer.get();
  if (!asking && user !== undefined && !error && Date.now() - answeredAt < FRESH_MS) return Promise.resolve(user);
  return refreshUser();
}

/** The answer the app has; the server's when it has none (or the last question failed). */
export function knownUser(): Promise<User | null> {
  const { user, error } = userAnswer.get();
  return user !== undefined && error === undefined ? Promise.resolve(user) : refreshUser();
}

/**
 * Shows `change` on the known user at once (SPEC §7 optimistic update) while `save` runs; puts the user back if it
 * fails (and rejects), and asks the server again either way.
 */
export async function changeUserOptimistically<T>(change: Partial<User>, save: () => Promise<T>): Promise<T> {
  const before = userAnswer.get().user;
  if (before) userAnswer.set((answer) => ({ ...answer, user: { ...before, ...change }, error: undefined }));
  try {
    return await save();
  } catch (error) {
    userAnswer.set((answer) => ({ ...answer, user: before }));
    throw error;
  } finally {
    void refreshUser().catch(() => {});
  }
}

/** The customer's session ended on this device (a logout): every page shows the visitor's view at once. */
export function showLoggedOut(): void {
  sessionEpoch++;
  asking = undefined;
  userAnswer.set({ user: null, error: undefined, answeredAt: Date.now() });
}

/** Forgets the answer (the next useUser() or loadUser() asks again). Tests start each case from here. */
export function forgetUser(): void {
  asking = undefined;
  userAnswer.set(NOT_ASKED);
}

/**
 * The current user; `isLoggedIn` is true exactly when getUser succeeded with a user. `isLoading` while there is
 * no answer yet (the first load's answer, from the root's beforeLoad, is there from the first render on).
 * `mutate` asks again.
 */
export function useUser() {
  const { user, error } = useSelector(userAnswer);
  const unanswered = user === undefined && error === undefined;
  useEffect(() => {
    if (unanswered) refreshUser().catch(() => {});
  }, [unanswered]);
  return { user: user ?? null, error, isLoading: unanswered, isLoggedIn: Boolean(user), mutate: refreshUser };
}
