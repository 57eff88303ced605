import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import toast, { useToasterStore } from 'react-hot-toast';
import { RouteToaster, DAMAGE_FLOW_TOASTER_CONFIG, ROUTE_TOASTER_CONFIG } from '../../src/components/toasts/Toasters';
import { DamageFlowToaster } from '../../src/components/toasts/DamageFlowToaster';
import { damageFlowNotify, notify } from '../../src/components/toasts/notify';
import { RouteToasterOnDemand } from '../../src/components/toasts/RouteToasterOnDemand';
import userEvent from '@testing-library/user-event';

beforeEach(() => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
  }));
});

function VisibleCount() {
  const { toasts } = useToasterStore(undefined, ROUTE_TOASTER_CONFIG.toasterId);
  return <output aria-label="synlige">{toasts.filter((t) => t.visible).map((t) => String(t.message)).join('|')}</output>;
}

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => {
    toast.remove(undefined, ROUTE_TOASTER_CONFIG.toasterId);
    toast.remove(undefined, DAMAGE_FLOW_TOASTER_CONFIG.toasterId);
  });
});

describe('toasts (SPEC §9)', () => {
  // First in this file: the demand for the route toaster is module state and the later tests raise toasts.
  it('the app shell loads and mounts the route toaster on the first route-level toast, which it then shows', async () => {
    const { container } = render(<RouteToasterOnDemand />);
    expect(container).toBeEmptyDOMElement();
    act(() => {
      notify.success('Lagret');
    });
    expect(await screen.findByText('Lagret')).toBeInTheDocument();
  });

  it('route-level setup: 3000 ms, top-centre, at most 3 at once', async () => {
    expect(ROUTE_TOASTER_CONFIG).toMatchObject({ duration: 3000, position: 'top-center', limit: 3 });
    render(
      <>
        <RouteToaster />
        <VisibleCount />
      </>,
    );
    act(() => {
      notify.success('Første');
      notify.error('Andre');
      notify.info('Tredje');
      notify.warning('Fjerde');
    });
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    // the oldest is dismissed, the three newest stay
    expect(screen.getByRole('status', { name: 'synlige' })).toHaveTextContent('Fjerde|Tredje|Andre');
  });

  it('damage-flow setup: 5000 ms, top-right; the region is there at once, its list loads with the first toast; Alt+T focuses the region', async () => {
    expect(DAMAGE_FLOW_TOASTER_CONFIG).toMatchObject({ duration: 5000, position: 'top-right' });
    const user = userEvent.setup();
    render(<DamageFlowToaster />);
    expect(screen.getByRole('region', { name: 'Varsler (Alt+T)' })).toBeEmptyDOMElement();
    act(() => {
      damageFlowNotify.success('Opplastning slettet');
    });
    expect(await screen.findByText('Opplastning slettet')).toBeInTheDocument();
    await user.keyboard('{Alt>}t{/Alt}');
    expect(screen.getByRole('region', { name: 'Varsler (Alt+T)' })).toHaveFocus();
  });

  it('the two toasters keep their toasts apart', async () => {
    render(
      <>
        <RouteToaster />
        <DamageFlowToaster />
      </>,
    );
    act(() => {
      notify('Bare på siden');
    });
    expect(await screen.findByText('Bare på siden')).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Varsler (Alt+T)' });
    expect(region).not.toHaveTextContent('Bare på siden');
  });
});
