/**
 * Web-Mercator ("slippy map") tile arithmetic for the static business map: which 2×2 tiles
 * around a point to show and where the point falls inside them. The standard OSM scheme: 256-px tiles,
 * 2^zoom of them across the world. Browser-safe, no map library.
 */
const TILE_SIZE = 256;

export interface StaticTiles {
  /** Tile URLs in reading order (top-left, top-right, bottom-left, bottom-right). */
  urls: string[];
  /** The point in the 512×512 pixel square the four tiles make. */
  x: number;
  y: number;
}

/** The point's position in world pixels at `zoom`. */
function worldPixel(latitude: number, longitude: number, zoom: number): { x: number; y: number } {
  const scale = TILE_SIZE * 2 ** zoom;
  const lat = (Math.max(Math.min(latitude, 85.05112878), -85.05112878) * Math.PI) / 180;
  return {
    x: ((longitude + 180) / 360) * scale,
    y: ((1 - Math.log(Math.tan(lat) + 1 / Math.cos(lat)) / Math.PI) / 2) * scale,
  };
}

const tileUrl = (template: string, z: number, x: number, y: number): string =>
  template.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y));

/**
 * The four tiles whose square holds the point in its middle half: the tile the point is on, and its
 * neighbours on the side nearer the point.
 */
export function staticTiles(template: string, latitude: number, longitude: number, zoom: number): StaticTiles {
  const p = worldPixel(latitude, longitude, zoom);
  const tx = Math.floor(p.x / TILE_SIZE);
  const ty = Math.floor(p.y / TILE_SIZE);
  const left = p.x - tx * TILE_SIZE < TILE_SIZE / 2 ? tx - 1 : tx;
  const top = p.y - ty * TILE_SIZE < TILE_SIZE / 2 ? ty - 1 : ty;
  const urls = [
    [left, top],
    [left + 1, top],
    [left, top + 1],
    [left + 1, top + 1],
  ].map(([x, y]) => tileUrl(template, zoom, x!, y!));
  return { urls, x: Math.round(p.x - left * TILE_SIZE), y: Math.round(p.y - top * TILE_SIZE) };
}
