/**
 * The damage report's toasts: the machine's notify* actions, each with its kind and text. The app shows them in
 * the flow's toaster (./actors.ts); the flow explorer (scripts/explorer) shows the same ones.
 */
export const TOASTS = {
  createFailed: 'Feil ved oppretting av skademelding.',
  attachmentDeleted: 'Opplastning slettet',
  attachmentDeleteFailed: 'Feil ved sletting av opplastning',
  organizationSwitch: 'Du er forsikret gjennom et borettslag eller sameie. Meld skaden på vegne av organisasjonen.',
  profileNotUpdated: 'Vi fikk ikke lagret telefonnummeret og e-posten i profilen din. Du kan endre dem under Min profil.',
} as const;

export type ToastOfFlow = { kind: 'success' | 'error' | 'info'; text: string };

/** The machine's notify* actions and the toast each shows. */
export const FLOW_TOASTS = {
  notifyCreateFailed: { kind: 'error', text: TOASTS.createFailed },
  notifyAttachmentDeleted: { kind: 'success', text: TOASTS.attachmentDeleted },
  notifyAttachmentDeleteFailed: { kind: 'error', text: TOASTS.attachmentDeleteFailed },
  notifyOrganizationSwitch: { kind: 'info', text: TOASTS.organizationSwitch },
  notifyProfileNotUpdated: { kind: 'error', text: TOASTS.profileNotUpdated },
} as const satisfies Record<string, ToastOfFlow>;

/** The notify* actions, each showing its toast through `show`. */
export function notifyActions(show: (toast: ToastOfFlow) => void): { [K in keyof typeof FLOW_TOASTS]: () => void } {
  return Object.fromEntries(Object.entries(FLOW_TOASTS).map(([name, toast]) => [name, () => show(toast)])) as {
    [K in keyof typeof FLOW_TOASTS]: () => void;
  };
}
