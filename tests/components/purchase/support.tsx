/** Helpers of the purchase view tests: a stateful stand-in for the machine, axe in jsdom, fixtures. */
import { useState, type ReactElement } from 'react';
import axe from 'axe-core';
import { vi } from 'vitest';
import { addDays } from '../../../domain/purchaseDates';
import { defaultPurchaseForm, type PurchaseField, type PurchaseForm } from '../../../domain/purchaseForm';
import { applyPurchaseChange } from '../../../domain/purchaseInput';
import type { PurchaseFieldErrors } from '../../../domain/schemas/purchase';
export { PRODUCTS, STORGATA_15 } from '../../support/purchaseData';
import type { PurchaseStepViewProps } from '../../../src/features/purchase/viewProps';

export const TODAY = '2026-11-23';
export const WINDOW = { min: TODAY, max: addDays(TODAY, 183) };



export const form = (overrides: Partial<PurchaseForm> = {}): PurchaseForm => ({ ...defaultPurchaseForm(), ...overrides });

/** Props of a step view with spies for every callback. */
export function viewProps(overrides: Partial<PurchaseStepViewProps> = {}) {
  return {
    form: form(),
    errors: {} as PurchaseFieldErrors,
    onChange: vi.fn(),
    onBlur: vi.fn(),
    onNext: vi.fn(),
    onBack: vi.fn(),
    ...overrides,
  };
}

/**
 * Keeps the form in state and applies each change with the domain's `applyPurchaseChange`, as the purchase
 * machine does, so typing can be tested end to end. `onChange` is also reported to the spy.
 */
export function Stateful({
  initial,
  spy,
  children,
}: {
  initial: PurchaseForm;
  spy?: (field: PurchaseField, value: unknown) => void;
  children: (state: { form: PurchaseForm; onChange: PurchaseStepViewProps['onChange'] }) => ReactElement;
}) {
  const [current, setCurrent] = useState(initial);
  const onChange: PurchaseStepViewProps['onChange'] = (field, value) => {
    spy?.(field, value);
    setCurrent((prev) => applyPurchaseChange(prev, field, value));
  };
  return children({ form: current, onChange });
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
