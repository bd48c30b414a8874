/**
 * NWS observations arrive in WMO units (degC, km/h, Pa, percent); the spec shows °F, mph, inHg and
 * tide heights in feet with one decimal. Every converter passes null through: stations often leave
 * a sensor's value null, and a missing reading must stay missing rather than become 0.
 */

export interface QuantitativeValue {
  value?: number | null;
  unitCode?: string | null;
}

const round = (value: number, decimals: number): number => {
  const factor = 10 ** decimals;
  // Number.EPSILON keeps 1.05 → 1.1 instead of 1.0 from binary representation error.
  return Math.round((value + Math.sign(value) * Number.EPSILON) * factor) / factor;
};

const finite = (value: number | null | undefined): value is number => typeof value === 'number' && Number.isFinite(value);

const unit = (quantity: QuantitativeValue | null | undefined): string =>
  (quantity?.unitCode ?? '').replace(/^wmoUnit:/, '').replace(/^unit:/, '');

/** Temperature in whole °F from a degC or degF quantity. */
export const toFahrenheit = (quantity: QuantitativeValue | null | undefined): number | null => {
  if (!finite(quantity?.value)) return null;
  const value = quantity.value;
  switch (unit(quantity)) {
    case 'degF':
      return round(value, 0);
    case 'K':
      return round(((value - 273.15) * 9) / 5 + 32, 0);
    default: // degC is what NWS sends
      return round((value * 9) / 5 + 32, 0);
  }
};

/** Speed in whole mph from km/h (NWS), m/s or knots. */
export const toMph = (quantity: QuantitativeValue | null | undefined): number | null => {
  if (!finite(quantity?.value)) return null;
  const value = quantity.value;
  switch (unit(quantity)) {
    case 'm_s-1':
      return round(value * 2.236936, 0);
    case 'kn':
      return round(value * 1.150779, 0);
    case 'mi_h-1':
      return round(value, 0);
    default: // km_h-1
      return round(value / 1.609344, 0);
  }
};

/** Pressure in inHg with two decimals from Pa (NWS) or hPa. */
export const toInHg = (quantity: QuantitativeValue | null | undefined): number | null => {
  if (!finite(quantity?.value)) return null;
  const pascals = unit(quantity) === 'hPa' ? quantity.value * 100 : quantity.value;
  return round(pascals / 3386.389, 2);
};

/** Relative humidity as a whole percentage. */
export const toPercent = (quantity: QuantitativeValue | null | undefined): number | null =>
  finite(quantity?.value) ? round(quantity.value, 0) : null;

/** Compass degrees (0-359) or null. */
export const toDegrees = (quantity: QuantitativeValue | null | undefined): number | null =>
  finite(quantity?.value) ? round(((quantity.value % 360) + 360) % 360, 0) : null;

/** Tide height in feet, one decimal (CO-OPS sends strings like "1.234" with units=english). */
export const toFeet = (text: string | number | null | undefined): number | null => {
  const value = typeof text === 'string' && text.trim() !== '' ? Number(text) : text;
  return finite(value as number) ? round(value as number, 1) : null;
};

/** A temperature to whole degrees (CO-OPS water readings have a decimal the site does not show). */
export const wholeDegrees = (value: number): number => round(value, 0);

/** °C from °F, in whole degrees: converted from the raw reading, never from an already rounded one. */
export const celsiusFromFahrenheit = (fahrenheit: number): number => round(((fahrenheit - 32) * 5) / 9, 0);

/**
 * What it feels like: the heat index on hot humid days, the wind chill on cold windy ones (NWS
 * reports each only when it applies), else the air temperature.
 */
export const feelsLike = (observation: {
  temperature?: QuantitativeValue | null;
  heatIndex?: QuantitativeValue | null;
  windChill?: QuantitativeValue | null;
}): number | null =>
  toFahrenheit(observation.heatIndex) ?? toFahrenheit(observation.windChill) ?? toFahrenheit(observation.temperature);
