/** Test photos made on the spot with sharp: a gradient "phone photo" with optional EXIF (GPS, orientation). */
import sharp from 'sharp';

export interface PhotoOptions {
  width?: number;
  height?: number;
  format?: 'jpeg' | 'png' | 'webp' | 'avif';
  /** Adds EXIF with a GPS position, camera make and an orientation tag, like a phone camera does. */
  phoneExif?: boolean;
  orientation?: number;
  hue?: number;
}

export const GPS_MARKER = 'GPSMarkerPortAransas';

export async function makePhoto({
  width = 1200,
  height = 800,
  format = 'jpeg',
  phoneExif = false,
  orientation,
  hue = 200,
}: PhotoOptions = {}): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},70%,60%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},70%,35%)"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <rect x="0" y="0" width="${Math.round(width / 4)}" height="${Math.round(height / 4)}" fill="#ff0000"/>
  </svg>`;
  let img = sharp(Buffer.from(svg));
  if (orientation) img = img.withMetadata({ orientation });
  if (phoneExif) {
    img = img.withExifMerge({
      IFD0: { Make: 'PhoneMaker', Model: GPS_MARKER },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '27/1 50/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '97/1 3/1 0/1' },
    });
  }
  return img.toFormat(format).toBuffer();
}

/** A one-colour PNG of any shape (sharp draws it directly: SVG rendering stops at 32,767 px a side). */
export const makeStrip = (width: number, height: number): Promise<Buffer> =>
  sharp({ create: { width, height, channels: 3, background: '#0af' } })
    .png()
    .toBuffer();
