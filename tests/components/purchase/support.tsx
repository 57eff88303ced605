/**
 * Helpers of the purchase view tests: a small fake of the wizard's machine actor (the views read it through the
 * purchase flow context and send it their events), axe in jsdom, fixtures.
 */
import type { ReactElement, ReactNode } from 'react';
import axe from 'axe-core';
import { act, render } from '@testing-library/react';
import { vi } from 'vitest';
import type { StateValue } from 'xstate';
import { defaultPurchaseForm, type PurchaseForm } from '../../../domain/purchaseForm';
import { applyPurchaseChange } from '../../../domain/purchaseInput';
import { purchaseDeclaration, purchaseSteps, type PurchaseStepName } from '../../../domain/purchaseSteps';
import type { PurchaseFieldErrors } from '../../../domain/schemas/purchase';
import type { Product, User } from '../../../domain/types';
import { flowPageMetaOf } from '../../../machines/flowKit/pageMeta';
import type { FlowTag } from '../../../machines/flowKit/tags';
import type { PurchaseEvent, PurchaseNotice, PurchasePage } from '../../../machines/purchase/types';
import { PurchaseProvider, usePurchaseSelector, type PurchaseActor } from '../../../src/features/purchase/flowContext';
import { PRODUCTS } from '../../support/purchaseData';
export { PRODUCTS, STORGATA_15 } from '../../support/purchaseData';

export const TODAY = '2026-11-23';

/** The views' "today" is TODAY in Oslo (only Date is faked: timers, user-event and the debounce run as usual). */
export function onToday() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T10:00:00Z`));
}

export const form = (overrides: Partial<PurchaseForm> = {}): PurchaseForm => ({ ...defaultPurchaseForm(), ...overrides });

/** What the fake wizard shows: its page, state value and tags, and the context the views read. */
export interface WizardState {
  page: PurchasePage;
  /** The machine's state value (default: the page's `editing`). */
  value?: StateValue;
  tags: FlowTag[];
  form: PurchaseForm;
  /** Field → message of the messages shown now. */
  errors: PurchaseFieldErrors;
  /** Steps where NESTE was refused: their error summary shows. */
  attemptedSteps: PurchaseStepName[];
  products: Product[] | null;
  user: User | null;
  /** Why the last order was not placed (the step's alert). */
  notice: PurchaseNotice | null;
  /** The server's words for the notice `orderConflict`. */
  conflictMessage: string | null;
}

/** The logged-in customer the wizard loaded (its e-mail is step 3's placeholder). */
export const LOGGED_IN: User = {
  id: 'user-kari',
  fullName: 'Kari Nordmann',
  socialSecurityNumber: '01018012345',
  streetAddress: null,
  mobilePhone: '+4791234567',
  email: 'kari.nordmann@example.no',
  confirmedEmail: 'kari.nordmann@example.no',
  consentToFurtherInformation: true,
  bulkEmailConsent: false,
  notifyOnCaseStatus: true,
};

/**
 * A stand-in for the purchase machine's actor, in the state the test gives (`set` changes it, as the machine
 * would). Every event the views send is recorded (`send` is a spy; `sent(type)` lists them). With
 * `applyChanges`, `user.change` is applied to the form with the domain's `applyPurchaseChange`, as the machine
 * does, so typing can be tested end to end. `refuseNext()` emits `next.refused` as the machine does on a refused NESTE.
 */
export function fakeWizard(initial: Partial<WizardState> = {}, options: { applyChanges?: boolean } = {}) {
  let state: WizardState = {
    page: 'adresse',
    tags: [],
    form: form(),
    errors: {},
    attemptedSteps: [],
    products: PRODUCTS,
    user: LOGGED_IN,
    notice: null,
    conflictMessage: null,
    ...initial,
  };
  const listeners = new Set<(snapshot: unknown) => void>();
  const handlers = { 'next.refused': new Set<() => void>(), 'notice.shown': new Set<() => void>() };

  const snapshotOf = (s: WizardState) => {
    const route = s.page === 'bekreftelse' ? purchaseDeclaration.ends.bekreftelse : purchaseSteps.info(s.page).route;
    return {
      status: 'active',
      value: s.value ?? { [s.page]: 'editing' },
      context: { form: s.form, errors: s.errors, attemptedSteps: s.attemptedSteps, products: s.products, user: s.user, notice: s.notice, conflictMessage: s.conflictMessage },
      children: {},
      hasTag: (tag: FlowTag) => s.tags.includes(tag),
      getMeta: () => ({ [`purchase.${s.page}`]: { page: s.page, route } }),
    };
  };
  let snapshot = snapshotOf(state);

  const set = (patch: Partial<WizardState>) => {
    state = { ...state, ...patch };
    snapshot = snapshotOf(state);
    for (const listener of listeners) listener(snapshot);
  };

  const send = vi.fn((event: PurchaseEvent) => {
    if (options.applyChanges && event.type === 'user.change') set({ form: applyPurchaseChange(state.form, event.field, event.value) });
  });

  const actor = {
    id: 'purchase',
    send,
    getSnapshot: () => snapshot,
    subscribe: (observer: ((snapshot: unknown) => void) | { next?: (snapshot: unknown) => void }) => {
      const listener = typeof observer === 'function' ? observer : (s: unknown) => observer.next?.(s);
      listeners.add(listener);
      return { unsubscribe: () => listeners.delete(listener) };
    },
    on: (type: keyof typeof handlers, handler: () => void) => {
      handlers[type].add(handler);
      return { unsubscribe: () => handlers[type].delete(handler) };
    },
  };

  return {
    /** The actor the views get (only what they use is there). */
    actor: actor as unknown as PurchaseActor,
    send,
    /** The events of this type the views sent, in order. */
    sent: <T extends PurchaseEvent['type']>(type: T) =>
      send.mock.calls.map(([event]) => event).filter((event): event is Extract<PurchaseEvent, { type: T }> => event.type === type),
    state: () => state,
    /** The machine moved on: a new state, shown to the views (inside act). */
    set: (patch: Partial<WizardState>) => act(() => set(patch)),
    /** The machine refused NESTE: its messages show (the patch: errors, attemptedSteps) and it emits `next.refused`. */
    refuseNext: (patch: Partial<WizardState> = {}) =>
      act(() => {
        set(patch);
        for (const handler of handlers['next.refused']) handler();
      }),
    /** The order was not placed: the machine sets its notice and emits `notice.shown`. */
    showNotice: (notice: PurchaseNotice, patch: Partial<WizardState> = {}) =>
      act(() => {
        set({ ...patch, notice });
        for (const handler of handlers['notice.shown']) handler();
      }),
  };
}

export type FakeWizard = ReturnType<typeof fakeWizard>;

/** Renders a view of the wizard inside the purchase flow context, with the fake's actor. */
export function renderWithWizard(ui: ReactElement, wizard: FakeWizard) {
  return render(<PurchaseProvider actor={wizard.actor}>{ui}</PurchaseProvider>);
}

/** Shows its children while the wizard shows `page` (as the wizard's host does). */
function OnPage({ page, children }: { page: PurchasePage; children: ReactNode }) {
  const shown = usePurchaseSelector((s) => flowPageMetaOf<PurchasePage>(s)?.page);
  return shown === page ? children : null;
}

/** Renders a view of the wizard's page as it is shown after a step change: the wizard showed `from` first. */
export function renderAfterStepChange(ui: ReactElement, wizard: FakeWizard, from: PurchasePage) {
  const { page } = wizard.state();
  wizard.set({ page: from });
  const result = render(
    <PurchaseProvider actor={wizard.actor}>
      <OnPage page={page}>{ui}</OnPage>
    </PurchaseProvider>,
  );
  wizard.set({ page });
  return result;
}

/** WCAG 2.1 A/AA violations of the rendered markup (colour contrast needs a real browser). */
export async function axeViolations(root: Element = document.body): Promise<string[]> {
  const result = await axe.run(root, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

/** jsdom has no WebGL: say so quietly (the map region then shows its text fallback). */
export function withoutWebGL() {
  return vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
}
