import { useEffect } from 'react';
import toast, { Toaster, useToasterStore, type ToasterProps } from 'react-hot-toast';
import { DAMAGE_FLOW_TOASTER_ID, ROUTE_TOASTER_ID } from './toasterDemand';

/** SPEC §9: route-level toasts auto close after 3000 ms, at most 3 at once, top-centre. */
export const ROUTE_TOASTER_CONFIG = {
  toasterId: ROUTE_TOASTER_ID,
  position: 'top-center',
  duration: 3000,
  limit: 3,
} as const;

/** SPEC §9: damage-flow toasts auto close after 5000 ms, top-right, hotkey Alt+T focuses them. */
export const DAMAGE_FLOW_TOASTER_CONFIG = {
  toasterId: DAMAGE_FLOW_TOASTER_ID,
  position: 'top-right',
  duration: 5000,
  hotkey: { altKey: true, key: 't' },
} as const;

const toastStyle = {
  fontFamily: 'inherit',
  fontSize: '1rem',
  color: '#1c2321',
  background: '#ffffff',
  border: '1px solid #c9cfcc',
  borderRadius: '10px',
  boxShadow: '0 6px 20px rgba(16,24,22,0.16)',
  padding: '10px 14px',
  maxWidth: '26rem',
};

function baseOptions(duration: number): ToasterProps['toastOptions'] {
  return {
    duration,
    style: toastStyle,
    success: { iconTheme: { primary: '#1e6b3a', secondary: '#ffffff' } },
    error: { iconTheme: { primary: '#b42318', secondary: '#ffffff' } },
    // loading toasts never auto close (SPEC §4)
    loading: { duration: Infinity },
  };
}

/** Dismisses the oldest visible toasts beyond `limit` (react-hot-toast has no per-toaster limit). */
function useToastLimit(limit: number, toasterId: string) {
  const { toasts } = useToasterStore(undefined, toasterId);
  useEffect(() => {
    const visible = toasts.filter((t) => t.visible);
    // the store lists the newest first
    visible.slice(limit).forEach((t) => toast.dismiss(t.id, toasterId));
  }, [toasts, limit, toasterId]);
}

/** Mounted once by the app shell. */
export function RouteToaster() {
  useToastLimit(ROUTE_TOASTER_CONFIG.limit, ROUTE_TOASTER_CONFIG.toasterId);
  return (
    <Toaster
      toasterId={ROUTE_TOASTER_CONFIG.toasterId}
      position={ROUTE_TOASTER_CONFIG.position}
      toastOptions={baseOptions(ROUTE_TOASTER_CONFIG.duration)}
    />
  );
}

/** The damage flow's toast list (DamageFlowToaster.tsx mounts it in its region with the flow's first toast). */
export function DamageFlowToasts() {
  return (
    <Toaster
      toasterId={DAMAGE_FLOW_TOASTER_CONFIG.toasterId}
      position={DAMAGE_FLOW_TOASTER_CONFIG.position}
      toastOptions={baseOptions(DAMAGE_FLOW_TOASTER_CONFIG.duration)}
    />
  );
}
