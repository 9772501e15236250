import type { LayerGroup, Map as LeafletMap, Marker } from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Site } from '../../../api/schemas/site';
import type { Id } from '../../../lib/id';
import type { Position } from '../../../state/position';
import { InlineRetry } from '../../../ui/InlineRetry';
import { markerHtml, siteBounds, tileSource } from './map-options';

type Leaflet = typeof import('leaflet');

type SitesMapProps = {
  sites: readonly Site[];
  position: Position;
  selectedId: Id | null;
  onSelect: (siteId: Id) => void;
};

type MapStatus = 'loading' | 'ready' | 'failed';

/** Leaflet (and its CSS) load on first use only: the screen and the list never wait for them. */
let leafletPromise: Promise<Leaflet> | null = null;
export function loadLeaflet(): Promise<Leaflet> {
  leafletPromise ??= Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')])
    .then(([module]) => (module as Leaflet & { default?: Leaflet }).default ?? module)
    .catch((error: unknown) => {
      leafletPromise = null; // a failed chunk may load next time
      throw error;
    });
  return leafletPromise;
}

/**
 * A map of the nearby sites with one marker each (cabinets and stores told apart) and the customer's
 * position. Tiles come from `VITE_MAP_TILES`; when they cannot load (offline, blocked) the markers still
 * show on a blank map and a note says so; when Leaflet itself cannot load the map says so and the list
 * beside it is unaffected.
 */
export function SitesMap({ sites, position, selectedId, onSelect }: SitesMapProps) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const leaflet = useRef<Leaflet | null>(null);
  const map = useRef<LeafletMap | null>(null);
  const layer = useRef<LayerGroup | null>(null);
  const markers = useRef(new Map<Id, Marker>());
  const onSelectRef = useRef(onSelect);
  onSelectRef.current = onSelect;
  const [status, setStatus] = useState<MapStatus>('loading');
  const [tilesFailed, setTilesFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  // Create the map once Leaflet is here; remove it when the map is hidden.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` re-runs the load on retry
  useEffect(() => {
    let cancelled = false;
    setStatus('loading');
    loadLeaflet()
      .then((L) => {
        if (cancelled || !container.current) return;
        leaflet.current = L;
        const created = L.map(container.current, { zoomControl: true, attributionControl: true });
        const { url, attribution } = tileSource();
        let loadedTiles = 0;
        L.tileLayer(url, { maxZoom: 19, attribution })
          .on('tileload', () => {
            loadedTiles += 1;
            setTilesFailed(false);
          })
          .on('tileerror', () => {
            if (loadedTiles === 0) setTilesFailed(true);
          })
          .addTo(created);
        layer.current = L.layerGroup().addTo(created);
        map.current = created;
        setStatus('ready');
      })
      .catch(() => {
        if (!cancelled) setStatus('failed');
      });
    return () => {
      cancelled = true;
      map.current?.remove();
      map.current = null;
      layer.current = null;
      markers.current.clear();
    };
  }, [attempt]);

  // Markers for the sites and the customer's position; the view fits them all.
  useEffect(() => {
    const L = leaflet.current;
    const current = map.current;
    const group = layer.current;
    if (status !== 'ready' || !L || !current || !group) return;
    group.clearLayers();
    markers.current.clear();
    for (const site of sites) {
      const marker = L.marker([site.latitude, site.longitude], {
        title: site.name,
        alt: site.name,
        keyboard: true,
        icon: L.divIcon({
          className: `site-marker site-marker-${site.kind}`,
          html: markerHtml(site.kind),
          iconSize: [30, 30],
          iconAnchor: [15, 30],
        }),
      });
      marker.on('click', () => onSelectRef.current(site.id));
      marker.addTo(group);
      markers.current.set(site.id, marker);
    }
    // coloured by the theme (sites.css): an SVG attribute cannot read a CSS variable, a class can
    L.circleMarker([position.latitude, position.longitude], {
      radius: 7,
      weight: 2,
      fillOpacity: 1,
      interactive: false,
      className: 'sites-map-position',
    }).addTo(group);
    const bounds = siteBounds(sites, position);
    current.fitBounds(bounds, { paddingTopLeft: [24, 60], paddingBottomRight: [24, 16], maxZoom: 15 });
  }, [sites, position, status]);

  // The selected site: highlighted and brought into view (again after the markers are rebuilt).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `sites` rebuilds the markers, which lose the highlight
  useEffect(() => {
    if (status !== 'ready') return;
    for (const [id, marker] of markers.current) {
      const element = marker.getElement();
      element?.classList.toggle('site-marker-selected', id === selectedId);
      if (id === selectedId) {
        marker.setZIndexOffset(1000);
        map.current?.panTo(marker.getLatLng());
      } else {
        marker.setZIndexOffset(0);
      }
    }
  }, [selectedId, status, sites]);

  return (
    <section className="sites-map" aria-label={t('sites.map')}>
      <div ref={container} className="sites-map-canvas" />
      {status === 'loading' && (
        <p className="sites-map-note" role="status">
          {t('sites.mapLoading')}
        </p>
      )}
      {status === 'failed' && (
        <div className="sites-map-note" role="alert">
          <InlineRetry
            query={{ isError: true, refetch: () => setAttempt((n) => n + 1) }}
            message={t('sites.mapFailed')}
          />
        </div>
      )}
      {status === 'ready' && tilesFailed && (
        <p className="sites-map-tiles" role="status">
          {t('sites.tilesFailed')}
        </p>
      )}
    </section>
  );
}
