import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AddressMapRegion } from '../../../src/features/purchase/map/AddressMapRegion';
import { absoluteMapUrl, MAP_DEFAULT_ZOOM, MAP_STYLE_URL } from '../../../src/features/purchase/map/mapConfig';

// The real map needs WebGL (proven in the browser test); here the map component is a stand-in that shows its props.
const maplibre = vi.hoisted(() => ({ setWorkerUrl: vi.fn(), Map: class {} }));
/** What the stand-in map reports as it mounts, as react-map-gl does: a map that cannot be created has no target. */
const mapReports = vi.hoisted(() => ({ error: null as null | { target: unknown; error: Error } }));
vi.mock('maplibre-gl', () => maplibre);
vi.mock('react-map-gl/maplibre', async () => {
  const { useEffect } = await import('react');
  return {
    Map: (props: {
      initialViewState: { latitude: number; longitude: number; zoom: number };
      mapStyle: string;
      children: ReactNode;
      transformRequest: (url: string) => { url: string };
      onError: (event: { target: unknown; error: Error }) => void;
    }) => {
      useEffect(() => {
        if (mapReports.error) props.onError(mapReports.error);
      });
      return (
        <div data-testid="map" data-style={props.mapStyle} data-view={JSON.stringify(props.initialViewState)} data-resolved={props.transformRequest('/map/addresses.geojson').url}>
          {props.children}
        </div>
      );
    },
  Marker: ({ latitude, longitude }: { latitude: number; longitude: number }) => <div data-testid="marker" data-at={`${latitude},${longitude}`} />,
    NavigationControl: () => null,
  };
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  mapReports.error = null;
  delete (navigator as Partial<Navigator> & { userActivation?: unknown }).userActivation;
});
const withWebGL2 = () => vi.stubGlobal('WebGL2RenderingContext', class {});
/** A page nobody has clicked, tapped or typed on yet, as the browser records it (jsdom keeps no such record). */
const pageNotUsedYet = () => Object.defineProperty(navigator, 'userActivation', { value: { hasBeenActive: false }, configurable: true });
/** A task after the next animation frame: the region has been painted, and the map would have started by then. */
const afterPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 20)));

describe('AddressMapRegion', () => {
  it('without WebGL 2 (jsdom) shows a text fallback in the labelled region', () => {
    expect(typeof WebGL2RenderingContext).toBe('undefined');
    render(
      <>
        <AddressMapRegion latitude={59.91} longitude={10.76} marker={false} describedById="adr" />
        <p id="adr">Ingen adresse er valgt ennå.</p>
      </>,
    );
    const region = screen.getByRole('region', { name: 'Kart over adressen' });
    expect(region).toHaveTextContent('Kartet kan ikke vises her. Adressen du har valgt, står under kartet.');
    expect(region).toHaveAccessibleDescription('Ingen adresse er valgt ennå.');
    expect(screen.queryByTestId('map')).toBeNull();
  });

  it('with WebGL 2 loads the map lazily: the default centre 59.91, 10.75 at zoom 20 and the configured style, no marker', async () => {
    withWebGL2();
    render(<AddressMapRegion latitude={59.91} longitude={10.76} marker={false} describedById="adr" />);
    expect(screen.queryByTestId('map')).toBeNull();
    const map = await screen.findByTestId('map');
    expect(JSON.parse(map.dataset.view!)).toEqual({ latitude: 59.91, longitude: 10.75, zoom: MAP_DEFAULT_ZOOM });
    expect(MAP_DEFAULT_ZOOM).toBe(20);
    expect(map.dataset.style).toBe(absoluteMapUrl(MAP_STYLE_URL));
    expect(MAP_STYLE_URL).toBe('/map/style.json');
    expect(map.dataset.resolved).toBe(`${location.origin}/map/addresses.geojson`);
    expect(screen.queryByTestId('marker')).toBeNull();
    // The worker is set once, from the build's worker file.
    expect(maplibre.setWorkerUrl).toHaveBeenCalledWith(expect.stringContaining('maplibre-gl-worker'));
  });

  it('on a page not used yet, waits with the map until the first key: the hint on the plain frame, nothing loading', async () => {
    withWebGL2();
    pageNotUsedYet();
    render(<AddressMapRegion latitude={null} longitude={null} marker={false} describedById="adr" />);
    const region = screen.getByRole('region', { name: 'Kart over adressen' });
    await afterPaint();
    expect(region).toHaveTextContent('Velg en adresse, så viser vi den i kartet.');
    expect(region).not.toHaveTextContent('Laster kart...');
    expect(screen.queryByTestId('map')).toBeNull();
    fireEvent.keyDown(document.body, { key: 'S' });
    expect(JSON.parse((await screen.findByTestId('map')).dataset.view!)).toEqual({ latitude: 59.91, longitude: 10.75, zoom: 20 });
    expect(region).toHaveTextContent('Velg en adresse, så viser vi den i kartet.');
  });

  it('on a page not used yet, a tap anywhere or the pointer reaching the map starts the map', async () => {
    withWebGL2();
    pageNotUsedYet();
    const { unmount } = render(<AddressMapRegion latitude={null} longitude={null} marker={false} describedById="adr" />);
    await afterPaint();
    expect(screen.queryByTestId('map')).toBeNull();
    fireEvent.pointerDown(document.body);
    expect(await screen.findByTestId('map')).toBeInTheDocument();
    unmount();

    render(<AddressMapRegion latitude={null} longitude={null} marker={false} describedById="adr" />);
    await afterPaint();
    expect(screen.queryByTestId('map')).toBeNull();
    fireEvent.pointerEnter(screen.getByRole('region', { name: 'Kart over adressen' }));
    expect(await screen.findByTestId('map')).toBeInTheDocument();
  });

  it('with an address chosen, the map loads without waiting for the customer: it has the address to show', async () => {
    withWebGL2();
    pageNotUsedYet();
    render(<AddressMapRegion latitude={59.914242} longitude={10.753649} marker describedById="adr" />);
    expect(screen.getByRole('region', { name: 'Kart over adressen' })).toHaveTextContent('Laster kart...');
    expect((await screen.findByTestId('marker')).dataset.at).toBe('59.914242,10.753649');
  });

  it('a map that cannot be created (no WebGL context) gives way to the text fallback; an error of a created map does not', async () => {
    withWebGL2();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mapReports.error = { target: {}, error: new Error('tile failed') };
    const { unmount } = render(<AddressMapRegion latitude={59.91} longitude={10.76} marker={false} describedById="adr" />);
    expect(await screen.findByTestId('map')).toBeInTheDocument();
    unmount();
    mapReports.error = { target: null, error: new Error('Failed to initialize WebGL') };
    render(<AddressMapRegion latitude={59.91} longitude={10.76} marker={false} describedById="adr" />);
    const region = screen.getByRole('region', { name: 'Kart over adressen' });
    await vi.waitFor(() => expect(region).toHaveTextContent('Kartet kan ikke vises her. Adressen du har valgt, står under kartet.'));
    expect(screen.queryByTestId('map')).toBeNull();
    expect(console.error).toHaveBeenCalledWith('The address map failed', expect.any(Error));
  });

  it('puts the marker on the chosen address and centres there', async () => {
    withWebGL2();
    render(<AddressMapRegion latitude={59.914242} longitude={10.753649} marker describedById="adr" />);
    expect((await screen.findByTestId('marker')).dataset.at).toBe('59.914242,10.753649');
    expect(JSON.parse(screen.getByTestId('map').dataset.view!)).toMatchObject({ latitude: 59.914242, longitude: 10.753649 });
  });

  it('resolves site-relative style resources against the page and leaves absolute ones alone', () => {
    expect(absoluteMapUrl('/map/streets.geojson', 'http://localhost:5173/kjop-forsikring/')).toBe('http://localhost:5173/map/streets.geojson');
    expect(absoluteMapUrl('https://cache.kartverket.no/v1/x.png', 'http://localhost:5173/')).toBe('https://cache.kartverket.no/v1/x.png');
  });
});
