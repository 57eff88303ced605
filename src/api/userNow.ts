import type { User } from '../../domain/types';
import { userAnswer } from './getUser';

/** The answer the app has now, without asking: the user, null (anonymous), or undefined (not known, or the last question failed). */
export function userNow(): User | null | undefined {
  const { user, error } = userAnswer.get();
  return error === undefined ? user : undefined;
}
