/**
 * The interactive map: Leaflet with clustered markers, loaded only when a visitor asks for a
 * map (the directory's Map view, the events list's Show map, the owner's pin editor), never with a page.
 * Markers are Leaflet's keyboard-focusable markers: Tab reaches each one, Enter opens its popup. Popup
 * text is set as text, never as HTML (names come from owners).
 */
import L from 'leaflet';
import 'leaflet.markercluster';
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import './places-map.css';

export interface MapPoint {
  name: string;
  href: string;
  latitude: number;
  longitude: number;
  /** A second line in the popup: address, date … */
  detail?: string;
}

export interface TileSettings {
  tilesUrl: string;
  attribution: string;
}

const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

const pinIcon = L.divIcon({ className: 'place-pin', html: '<span></span>', iconSize: [30, 30], iconAnchor: [15, 30] });

function baseMap(el: HTMLElement, tiles: TileSettings, keyboard = true): L.Map {
  const map = L.map(el, { scrollWheelZoom: false, keyboard });
  L.tileLayer(tiles.tilesUrl, { attribution: ATTRIBUTION, maxZoom: 19 }).addTo(map);
  return map;
}

function popup(point: MapPoint): HTMLElement {
  const box = document.createElement('div');
  const link = document.createElement('a');
  link.href = point.href;
  link.textContent = point.name;
  link.className = 'font-semibold';
  box.append(link);
  if (point.detail) {
    const detail = document.createElement('p');
    detail.textContent = point.detail;
    box.append(detail);
  }
  return box;
}

/** A map of `points`, clustered, fitted to them. */
export function showPlacesMap(el: HTMLElement, points: MapPoint[], tiles: TileSettings): L.Map {
  const map = baseMap(el, tiles);
  const cluster = L.markerClusterGroup({ showCoverageOnHover: false, maxClusterRadius: 40 });
  for (const p of points) {
    const marker = L.marker([p.latitude, p.longitude], { icon: pinIcon, title: p.name, alt: p.name, keyboard: true });
    marker.bindPopup(() => popup(p));
    cluster.addLayer(marker);
  }
  map.addLayer(cluster);
  if (points.length > 0) map.fitBounds(cluster.getBounds(), { padding: [30, 30], maxZoom: 16 });
  else map.setView([27.834, -97.061], 13);
  return map;
}

/**
 * The owner's pin: drag it (or focus it and use the arrow keys) and `onMove` gets the new point.
 * Starts at `start`, or at the site's centre with no pin set.
 */
export function showPinEditor(
  el: HTMLElement,
  start: { latitude: number; longitude: number } | null,
  centre: { latitude: number; longitude: number },
  tiles: TileSettings,
  onMove: (p: { latitude: number; longitude: number }) => void,
): { moveTo: (p: { latitude: number; longitude: number }) => void } {
  const at = start ?? centre;
  // The map's own arrow-key panning is off here: arrow keys move the focused pin instead.
  const map = baseMap(el, tiles, false).setView([at.latitude, at.longitude], start ? 17 : 14);
  const marker = L.marker([at.latitude, at.longitude], {
    icon: pinIcon,
    draggable: true,
    keyboard: true,
    title: 'Your location pin',
    alt: 'Your location pin',
  }).addTo(map);
  const report = () => {
    const { lat, lng } = marker.getLatLng();
    onMove({ latitude: Number(lat.toFixed(6)), longitude: Number(lng.toFixed(6)) });
  };
  marker.on('dragend', report);
  // Arrow keys on the focused pin move it ~1 m per press at street zoom (drag is not the only way).
  marker.on('keydown', (event: L.LeafletKeyboardEvent) => {
    const step = 0.00001 * 2 ** (19 - map.getZoom());
    const moves: Record<string, [number, number]> = {
      ArrowUp: [step, 0],
      ArrowDown: [-step, 0],
      ArrowLeft: [0, -step],
      ArrowRight: [0, step],
    };
    const move = moves[event.originalEvent.key];
    if (!move) return;
    event.originalEvent.preventDefault();
    const { lat, lng } = marker.getLatLng();
    marker.setLatLng([lat + move[0], lng + move[1]]);
    report();
  });
  return {
    moveTo: (p) => {
      marker.setLatLng([p.latitude, p.longitude]);
      map.panTo([p.latitude, p.longitude]);
    },
  };
}
