import toast, { type ToastOptions } from 'react-hot-toast';
import { InfoIcon, WarningIcon } from './icons';
import { DAMAGE_FLOW_TOASTER_ID, ROUTE_TOASTER_ID, wantToaster } from './toasterDemand';

export { DAMAGE_FLOW_TOASTER_ID, ROUTE_TOASTER_ID };

export type ToastKind = 'default' | 'success' | 'error' | 'info' | 'warning' | 'loading';

export interface Notifier {
  (message: string, options?: ToastOptions): string;
  success(message: string, options?: ToastOptions): string;
  error(message: string, options?: ToastOptions): string;
  info(message: string, options?: ToastOptions): string;
  warning(message: string, options?: ToastOptions): string;
  /** Does not auto close; replace it with `notify.success(msg, { id })` or dismiss it. */
  loading(message: string, options?: ToastOptions): string;
  dismiss(id?: string): void;
}

/** A notifier bound to one toaster. info and warning map onto react-hot-toast's blank toast with an icon. */
export function createNotifier(toasterId: string, beforeToast: () => void = () => {}): Notifier {
  const withId = (options?: ToastOptions): ToastOptions => {
    beforeToast();
    return { toasterId, ...options };
  };
  const notifier = ((message: string, options?: ToastOptions) => toast(message, withId(options))) as Notifier;
  notifier.success = (message, options) => toast.success(message, withId(options));
  notifier.error = (message, options) => toast.error(message, withId(options));
  notifier.info = (message, options) =>
    toast(message, withId({ icon: <InfoIcon />, ariaProps: { role: 'status', 'aria-live': 'polite' }, ...options }));
  notifier.warning = (message, options) =>
    toast(message, withId({ icon: <WarningIcon />, ariaProps: { role: 'alert', 'aria-live': 'assertive' }, ...options }));
  notifier.loading = (message, options) => toast.loading(message, withId(options));
  notifier.dismiss = (id) => toast.dismiss(id, toasterId);
  return notifier;
}

/** Toasts for route-level pages (3000 ms, top-centre, at most 3); the first one has the shell mount the toaster. */
export const notify = createNotifier(ROUTE_TOASTER_ID, () => wantToaster(ROUTE_TOASTER_ID));
/** Toasts inside the damage report flow (5000 ms, top-right, Alt+T); the first one has the flow load its toaster. */
export const damageFlowNotify = createNotifier(DAMAGE_FLOW_TOASTER_ID, () => wantToaster(DAMAGE_FLOW_TOASTER_ID));
