/**
 * What «Meld flytting»'s views read of its state, through the rules of domain/moving.ts (the same the machine's
 * guards and the server use): the views call these selectors, never the rules (docs/architecture.md, «Views only
 * render»). Each takes the snapshot (or anything with its context), so `useMovingSelector(movingDateChoice)` works.
 */
import { buildingAddressText } from '../../domain/addressText';
import { formatAddress, MOVE_TEXTS, movingDateWindow, movingRefusalOf, type MovingDateWindow, type MovingRefusal } from '../../domain/moving';
import type { ReportMoveResponse } from '../../domain/agreementChanges';
import { dateRuleContext, newAddressOf } from './setup';
import type { MovingContext } from './types';

type Snapshot = { context: MovingContext };

/** Step «adresse»: the address chosen from the search or typed in, as one line; '' while there is none. */
export function chosenAddressText({ context }: Snapshot): string {
  const { form } = context;
  return !form.manual && !form.chosen ? '' : formatAddress(newAddressOf(form));
}

/** Step «dato»: today, where the date picker opens (the window may begin a month back). */
export const todayOf = ({ context }: Snapshot): string => context.today;

/** Step «dato»: the moving dates allowed (and why the window starts where it does). */
export const movingDateChoice = ({ context }: Snapshot): MovingDateWindow => movingDateWindow(dateRuleContext(context));

/** Step «oppsummering»: which insurance, the address it leaves, the new one, and the moving date. */
export interface MovingSummary {
  insurance: string;
  fromAddress: string;
  toAddress: string;
  movingDate: string;
  /** «Forsikringen gjelder på {ny adresse} fra {dato}.» */
  coversFrom: string;
}

export function movingSummary({ context }: Snapshot): MovingSummary {
  const agreement = context.agreement!;
  const newAddress = newAddressOf(context.form);
  return {
    insurance: `${agreement.productName} (${agreement.agreementNumber})`,
    fromAddress: buildingAddressText(agreement),
    toAddress: formatAddress(newAddress),
    movingDate: context.form.movingDate,
    coversFrom: MOVE_TEXTS.coversFrom(newAddress, context.form.movingDate),
  };
}

/** The confirmation's sentence: «Forsikringen gjelder på {ny adresse} fra {dato}.» */
export const confirmedCoversFrom = ({ context }: Snapshot): string => MOVE_TEXTS.coversFrom(context.confirmed!.newAddress, context.confirmed!.movingDate);

/** The confirmation: the move the server registered. */
export const confirmedMove = ({ context }: Snapshot): ReportMoveResponse => context.confirmed!;

/** The dead end «notMovable»: why this agreement cannot be moved here, and which reason it is (where the page points). */
export const notMovableReason = ({ context }: Snapshot): MovingRefusal | null => (context.agreement ? movingRefusalOf(context.agreement, context.today) : null);
