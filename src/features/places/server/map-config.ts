/** What the browser's maps need from the server's settings: the tile template and its credit. */
import { env } from '#src/config/env.ts';

export interface MapConfig {
  /** `{z}/{x}/{y}` template (MAP_TILES_URL). */
  tilesUrl: string;
  /** Plain text; OpenStreetMap's licence asks for this credit wherever its tiles are shown. */
  attribution: string;
}

export const mapConfig = (): MapConfig => ({
  tilesUrl: env.mapTilesUrl,
  attribution: '© OpenStreetMap contributors',
});
