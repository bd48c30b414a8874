/**
 * Demo map points without a network (the seed never calls the geocoder): each Port Aransas street the
 * demo addresses use, as a line from its lowest to its highest house number, and a point interpolated
 * along it. Close to where those blocks really are, which is all a demo map needs.
 */
interface StreetLine {
  from: [number, number, number]; // house number, latitude, longitude
  to: [number, number, number];
}

const streets: Record<string, StreetLine> = {
  'W Cotter Ave': { from: [100, 27.83935, -97.05935], to: [800, 27.83985, -97.0689] },
  'E Cotter Ave': { from: [100, 27.83905, -97.05795], to: [500, 27.8381, -97.0531] },
  'N Alister St': { from: [100, 27.8352, -97.05845], to: [600, 27.8391, -97.0586] },
  'S Alister St': { from: [100, 27.8331, -97.0584], to: [700, 27.8262, -97.05775] },
  'N Station St': { from: [100, 27.8349, -97.06125], to: [600, 27.8392, -97.0613] },
  'S Station St': { from: [100, 27.8331, -97.0612], to: [600, 27.8281, -97.061] },
  'Beach St': { from: [300, 27.8297, -97.0574], to: [1300, 27.8231, -97.0489] },
  'S 11th St': { from: [1000, 27.8256, -97.0664], to: [1100, 27.8246, -97.0667] },
  'Mustang Island Hwy': { from: [900, 27.8216, -97.0702], to: [6400, 27.7798, -97.1112] },
  'W Avenue G': { from: [200, 27.8318, -97.0601], to: [700, 27.8323, -97.0661] },
  'W Avenue A': { from: [200, 27.8352, -97.0606], to: [800, 27.8356, -97.0668] },
  'Tarpon St': { from: [200, 27.8379, -97.0571], to: [400, 27.8373, -97.0559] },
};

/** Places the demo events name without a street number. */
const landmarks: [RegExp, number, number][] = [
  [/roberts point park/i, 27.84055, -97.07155],
  [/beach access road 1a/i, 27.8138, -97.0705],
  [/beach access road 1\b/i, 27.8229, -97.0476],
  [/end of beach st/i, 27.8229, -97.0486],
  [/harbor/i, 27.8394, -97.0625],
  [/nature preserve/i, 27.8321, -97.0742],
  [/civic center/i, 27.8341, -97.0653],
  [/alister st and n station st/i, 27.8372, -97.0599],
];

const round = (n: number) => Number(n.toFixed(6));

/** A demo point for an address or event location; nulls when the street is not known. */
export function demoPoint(text: string | null): { latitude: number | null; longitude: number | null } {
  const unknown = { latitude: null, longitude: null };
  if (!text) return unknown;
  const m = /^(\d+)\s+([^,]+)/.exec(text) ?? /(\d+)\s+([^,]+?)\s*(?:,|$)/.exec(text);
  const line = m ? streets[m[2]!.trim()] : undefined;
  if (m && line) {
    const [n0, lat0, lon0] = line.from;
    const [n1, lat1, lon1] = line.to;
    const t = Math.min(Math.max((Number(m[1]) - n0) / (n1 - n0), 0), 1);
    // Even numbers on one side of the street, odd on the other: a few metres apart, as on a real block.
    const side = Number(m[1]) % 2 === 0 ? 0.00006 : -0.00006;
    return { latitude: round(lat0 + (lat1 - lat0) * t + side), longitude: round(lon0 + (lon1 - lon0) * t + side) };
  }
  const landmark = landmarks.find(([re]) => re.test(text));
  return landmark ? { latitude: landmark[1], longitude: landmark[2] } : unknown;
}
