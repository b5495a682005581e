'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import Supercluster, { type PointFeature } from 'supercluster';
import { CountryFlag } from '@/components/ui/country-flag';
import { Link } from '@/lib/portal/i18n/navigation';
import type { StoreMapVenue } from '@/lib/upstream/operations/store';
import { landPath, styleReachable, type Ring } from './map-fallback';
import { OpenNow } from './open-now';
import { VenueLinks } from './venue-links';

/** Where the map library fetches its worker from: a same-origin module (app/vendor), so the CSP needs no blob: worker. */
const WORKER_URL = '/vendor/maplibre-gl-worker.mjs';
/** How long the tiles may take, once the style has answered, before the drawn map stands in. */
const TILE_TIMEOUT_MS = 8000;

type Mode = 'waiting' | 'loading' | 'tiles' | 'drawn';
type Bounds = [west: number, south: number, east: number, north: number];
type VenuePoint = PointFeature<{ shopno: number }>;

function boundsOf(points: { latitude: number; longitude: number }[]): Bounds {
  const lats = points.map((p) => p.latitude);
  const lngs = points.map((p) => p.longitude);
  return [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)];
}

/** Web Mercator, as the tiles use: longitude and latitude to 0..1 across and down the world. */
function mercator(lng: number, lat: number): [number, number] {
  const sin = Math.sin((Math.max(-85, Math.min(85, lat)) * Math.PI) / 180);
  return [(lng + 180) / 360, 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)];
}

const WIDTH = 800;
const HEIGHT = 500;
const PAD = 48;

/** The drawn map's frame: a zoom level and centre that fit the bounds, and the projection to its pixels. */
function frame(bounds: Bounds) {
  const [x0, y1] = mercator(bounds[0], bounds[1]);
  const [x1, y0] = mercator(bounds[2], bounds[3]);
  const spanX = Math.max(x1 - x0, 1e-6);
  const spanY = Math.max(y1 - y0, 1e-6);
  const zoom = Math.max(1, Math.min(13, Math.log2(Math.min((WIDTH - 2 * PAD) / (spanX * 256), (HEIGHT - 2 * PAD) / (spanY * 256)))));
  const world = 256 * 2 ** zoom;
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2;
  return {
    zoom,
    project: (lng: number, lat: number) => {
      const [x, y] = mercator(lng, lat);
      return { x: (x - cx) * world + WIDTH / 2, y: (y - cy) * world + HEIGHT / 2 };
    },
  };
}

function gridStep(zoom: number): number {
  return zoom < 3 ? 30 : zoom < 5 ? 10 : zoom < 7 ? 2 : zoom < 9 ? 0.5 : 0.1;
}

const markerLook = 'rounded-full border-2 border-white font-bold text-white shadow-md focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-900';
/** On the drawn map the marker places itself; on the tiles MapLibre positions it. */
const markerClass = `absolute -translate-x-1/2 -translate-y-1/2 ${markerLook}`;

/**
 * The portal's one venue map: the venue finder's, and a venue page's own (its venue and the venues
 * near it, issue 26 item 11). The map library (MapLibre GL) is fetched only when the map comes near the
 * screen, after the list above it; its style comes from MAP_STYLE_URL (default: OpenFreeMap's
 * OpenStreetMap style, no key). When the style or its tiles cannot load (no network, a blocked host,
 * no WebGL), a drawn map takes its place: the same venues in the same projection on a graticule.
 * Both show the venues as buttons, clustered (supercluster) where they crowd; a cluster zooms in,
 * a venue opens its card with "open now", Call and Directions.
 */
export function VenueMap({
  venues,
  styleUrl,
  focus,
  embedded = false,
}: {
  venues: StoreMapVenue[];
  styleUrl: string;
  /** A venue page's own venue: chosen from the start. */
  focus?: number;
  /** Inside a section of the page that names it already (a venue page's "Map"): no heading of its own. */
  embedded?: boolean;
}) {
  const t = useTranslations('store.finder');
  const container = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const [mode, setMode] = useState<Mode>('waiting');
  const [selected, setSelected] = useState<number | undefined>(focus);
  const allBounds = useMemo(() => boundsOf(venues), [venues]);
  /**
   * The drawn map's frame (undefined shows every venue), and the least clustering zoom: opening a
   * cluster clusters its venues at least at its expansion zoom, so it always comes apart even when
   * its venues stand closer than the frame can show.
   */
  const [zoomed, setView] = useState<{ bounds: Bounds; clusterZoom: number }>();
  const view = zoomed?.bounds ?? allBounds;
  const byShop = useMemo(() => new Map(venues.map((v) => [v.shopno, v])), [venues]);
  /** Where each country's venues are on average: the drawn map puts the country's flag there, for orientation. */
  const countries = useMemo(() => {
    const sums = new Map<string, { lat: number; lng: number; n: number }>();
    for (const v of venues) {
      const sum = sums.get(v.countrycode) ?? { lat: 0, lng: 0, n: 0 };
      sums.set(v.countrycode, { lat: sum.lat + v.latitude, lng: sum.lng + v.longitude, n: sum.n + 1 });
    }
    return [...sums].map(([code, sum]) => ({ code, latitude: sum.lat / sum.n, longitude: sum.lng / sum.n }));
  }, [venues]);
  const index = useMemo(() => {
    const points: VenuePoint[] = venues.map((v) => ({ type: 'Feature', properties: { shopno: v.shopno }, geometry: { type: 'Point', coordinates: [v.longitude, v.latitude] } }));
    return new Supercluster<{ shopno: number }>({ radius: 44, maxZoom: 14 }).load(points);
  }, [venues]);

  useEffect(() => {
    const element = container.current;
    if (!element || !venues.length) return;
    let disposed = false;
    let cleanup: (() => void) | undefined;

    async function start() {
      setMode('loading');
      try {
        // The style is asked for while the library loads: a style that cannot load means the drawn
        // map at once, not "Loading the map…" until the tile timeout (issue 26 item 11).
        const [reachable, maplibre] = await Promise.all([styleReachable(styleUrl), import('maplibre-gl'), import('maplibre-gl/dist/maplibre-gl.css')]);
        if (disposed) return;
        if (!reachable) {
          setMode('drawn');
          return;
        }
        if (!canvas.current) return;
        maplibre.setWorkerUrl(WORKER_URL);
        const map = new maplibre.Map({
          container: canvas.current,
          style: styleUrl,
          bounds: allBounds,
          fitBoundsOptions: { padding: 40, maxZoom: 13 },
          attributionControl: { compact: true },
        });
        map.addControl(new maplibre.NavigationControl({ showCompass: false }));
        let tileLoaded = false;
        let markers: InstanceType<typeof maplibre.Marker>[] = [];
        const giveUp = () => {
          if (tileLoaded || disposed) return;
          cleanup?.();
          cleanup = undefined;
          setMode('drawn');
        };
        const timer = setTimeout(giveUp, TILE_TIMEOUT_MS);
        const drawMarkers = () => {
          markers.forEach((m) => m.remove());
          const b = map.getBounds();
          markers = index.getClusters([b.getWest(), b.getSouth(), b.getEast(), b.getNorth()], Math.floor(map.getZoom())).map((feature) => {
            const [lng, lat] = feature.geometry.coordinates;
            const button = document.createElement('button');
            button.type = 'button';
            if ('cluster' in feature.properties && feature.properties.cluster) {
              const { point_count: count, cluster_id: id } = feature.properties;
              button.className = `${markerLook} h-9 w-9 bg-brand-800 text-sm`;
              button.textContent = String(count);
              button.dataset.clusterCount = String(count);
              button.setAttribute('aria-label', t('cluster', { count }));
              button.onclick = () => map.easeTo({ center: [lng, lat], zoom: index.getClusterExpansionZoom(id) });
            } else {
              const venue = byShop.get((feature.properties as { shopno: number }).shopno)!;
              button.className = `${markerLook} h-6 w-6 bg-red-700`;
              button.dataset.venueMarker = String(venue.shopno);
              button.setAttribute('aria-label', venue.shopname);
              button.onclick = () => setSelected(venue.shopno);
            }
            return new maplibre.Marker({ element: button }).setLngLat([lng, lat]).addTo(map);
          });
        };
        map.on('sourcedata', (event) => {
          if (!event.tile || tileLoaded) return;
          tileLoaded = true;
          clearTimeout(timer);
          setMode('tiles');
        });
        map.on('error', giveUp);
        map.on('load', drawMarkers);
        map.on('moveend', drawMarkers);
        cleanup = () => {
          clearTimeout(timer);
          markers.forEach((m) => m.remove());
          map.remove();
        };
      } catch {
        // No WebGL, or the library could not be fetched: the drawn map.
        if (!disposed) setMode('drawn');
      }
    }

    // After the list: the library is fetched only when the map is about to be seen.
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void start();
      },
      { rootMargin: '300px' },
    );
    observer.observe(element);
    return () => {
      disposed = true;
      observer.disconnect();
      cleanup?.();
    };
  }, [venues, styleUrl, allBounds, index, byShop, t]);

  // The coastlines of the drawn map, fetched with it (about 20 KB gzip, lib/portal/maps/world-land.json).
  const [land, setLand] = useState<Ring[]>();
  useEffect(() => {
    if (mode !== 'drawn' || land) return;
    let current = true;
    import('@/lib/portal/maps/world-land.json').then((module) => current && setLand(module.default.rings as Ring[]), () => undefined);
    return () => {
      current = false;
    };
  }, [mode, land]);

  const chosen = selected === undefined ? undefined : byShop.get(selected);
  const drawn = useMemo(() => (mode === 'drawn' ? frame(view) : undefined), [mode, view]);
  const step = drawn ? gridStep(drawn.zoom) : 0;
  const coast = useMemo(() => (drawn && land ? landPath(land, drawn.project, WIDTH, HEIGHT) : ''), [drawn, land]);
  const Wrapper = embedded ? 'div' : 'section';

  return (
    <Wrapper {...(embedded ? {} : { 'aria-labelledby': 'venue-map', className: 'mt-12' })}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        {!embedded && (
          <h2 id="venue-map" className="text-xl font-bold">
            {t('mapTitle')}
          </h2>
        )}
        {drawn && zoomed && (
          <button type="button" onClick={() => setView(undefined)} className="text-sm font-semibold text-brand-700 hover:underline">
            {t('showAll')}
          </button>
        )}
      </div>
      <div ref={container} data-map-mode={mode} className="relative mt-4 aspect-[8/5] w-full overflow-hidden rounded-xl border border-gray-200 bg-[#dfeaf2]">
        {/* Placed by an inline style: maplibre-gl.css (unlayered) gives .maplibregl-map `position: relative`, which beats
            Tailwind's layered `absolute inset-0`; the map then measured a container 0 px high and drew nothing. */}
        <div ref={canvas} style={{ position: 'absolute', inset: 0 }} className={mode === 'drawn' ? 'hidden' : undefined} aria-label={t('mapLabel', { count: venues.length })} role="region" />
        {(mode === 'waiting' || mode === 'loading') && <p className="absolute inset-x-0 top-1/2 text-center text-sm font-semibold text-gray-600">{t('mapLoading')}</p>}
        {drawn && (
          <div role="region" aria-label={t('mapLabel', { count: venues.length })} className="absolute inset-0">
            <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="absolute inset-0 h-full w-full" aria-hidden="true" preserveAspectRatio="none">
              <rect width={WIDTH} height={HEIGHT} fill="#dfeaf2" />
              {coast && <path d={coast} fill="#f3f1e9" stroke="#9fb4c4" strokeWidth="1" strokeLinejoin="round" data-coastlines="" />}
              <g stroke="#b9cddc" strokeWidth="1" opacity={coast ? 0.5 : 1}>
                {Array.from({ length: Math.floor(360 / step) + 1 }, (_, i) => -180 + i * step).map((lng) => {
                  const x = drawn.project(lng, 0).x;
                  return x >= 0 && x <= WIDTH ? <line key={`x${lng}`} x1={x} x2={x} y1="0" y2={HEIGHT} /> : null;
                })}
                {Array.from({ length: Math.floor(170 / step) + 1 }, (_, i) => -85 + i * step).map((lat) => {
                  const y = drawn.project(0, lat).y;
                  return y >= 0 && y <= HEIGHT ? <line key={`y${lat}`} y1={y} y2={y} x1="0" x2={WIDTH} /> : null;
                })}
              </g>
            </svg>
            {countries.map((country) => {
              const p = drawn.project(country.longitude, country.latitude);
              if (p.x < 0 || p.x > WIDTH || p.y < 0 || p.y > HEIGHT) return null;
              return (
                <span key={country.code} aria-hidden="true" className="absolute -translate-x-1/2 translate-y-5 opacity-80" style={{ left: `${(p.x / WIDTH) * 100}%`, top: `${(p.y / HEIGHT) * 100}%` }}>
                  <CountryFlag code={country.code} className="h-4 w-[1.333rem]" />
                </span>
              );
            })}
            {index.getClusters([-180, -85, 180, 85], Math.max(Math.floor(drawn.zoom), zoomed?.clusterZoom ?? 0)).map((feature) => {
              const [lng, lat] = feature.geometry.coordinates;
              const p = drawn.project(lng, lat);
              if (p.x < -10 || p.x > WIDTH + 10 || p.y < -10 || p.y > HEIGHT + 10) return null;
              const style = { left: `${(p.x / WIDTH) * 100}%`, top: `${(p.y / HEIGHT) * 100}%` };
              if ('cluster' in feature.properties && feature.properties.cluster) {
                const { point_count: count, cluster_id: id } = feature.properties;
                return (
                  <button
                    key={`c${id}`}
                    type="button"
                    style={style}
                    data-cluster-count={count}
                    aria-label={t('cluster', { count })}
                    onClick={() =>
                      setView({
                        bounds: boundsOf(index.getLeaves(id, Infinity).map((leaf) => ({ longitude: leaf.geometry.coordinates[0], latitude: leaf.geometry.coordinates[1] }))),
                        clusterZoom: index.getClusterExpansionZoom(id),
                      })
                    }
                    className={`${markerClass} h-9 w-9 bg-brand-800 text-sm`}
                  >
                    {count}
                  </button>
                );
              }
              const venue = byShop.get((feature.properties as { shopno: number }).shopno)!;
              return (
                <button
                  key={venue.shopno}
                  type="button"
                  style={style}
                  data-venue-marker={venue.shopno}
                  aria-label={venue.shopname}
                  aria-pressed={selected === venue.shopno}
                  onClick={() => setSelected(venue.shopno)}
                  className={`${markerClass} h-6 w-6 ${selected === venue.shopno ? 'bg-amber-500' : 'bg-red-700'}`}
                />
              );
            })}
          </div>
        )}
      </div>
      {mode === 'drawn' && <p className="mt-2 text-sm text-gray-600" role="status">{t('mapFallback')}</p>}
      {chosen && (
        <div className="mt-4 rounded-xl border border-gray-200 p-4" aria-live="polite" data-selected-venue={chosen.shopno}>
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="text-xs font-semibold uppercase tracking-wide text-gray-500">{t('selected')}</p>
              <h3 className="mt-1 flex flex-wrap items-center gap-2 text-lg font-bold">
                <Link href={`/findlocation/StoresView/${chosen.shopno}`} className="hover:underline">
                  {chosen.shopname}
                </Link>
                <OpenNow hours={chosen.hours} timeZone={chosen.timezone} />
              </h3>
              <p className="mt-1 text-sm text-gray-700">{chosen.address}</p>
            </div>
            <button type="button" onClick={() => setSelected(undefined)} className="shrink-0 rounded-full px-3 py-1 text-sm font-semibold text-gray-600 hover:bg-gray-100">
              {t('close')}
            </button>
          </div>
          <div className="mt-3">
            <VenueLinks
              name={chosen.shopname}
              phone={chosen.phone}
              latitude={chosen.latitude}
              longitude={chosen.longitude}
              labels={{ call: t('call'), callLabel: t('callLabel', { name: chosen.shopname }), directions: t('directions'), directionsLabel: t('directionsLabel', { name: chosen.shopname }) }}
            />
          </div>
        </div>
      )}
    </Wrapper>
  );
}
