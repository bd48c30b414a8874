import { describe, expect, it } from 'vitest';
import { feelsLike, toDegrees, toFahrenheit, toFeet, toInHg, toMph, toPercent } from '#src/features/weather/server/units.ts';

const c = (value: number | null) => ({ value, unitCode: 'wmoUnit:degC' });

describe('unit conversion', () => {
  it('converts degC to whole °F', () => {
    expect(toFahrenheit(c(0))).toBe(32);
    expect(toFahrenheit(c(100))).toBe(212);
    expect(toFahrenheit(c(22.2))).toBe(72); // 71.96
    expect(toFahrenheit(c(-40))).toBe(-40);
    expect(toFahrenheit({ value: 75.4, unitCode: 'wmoUnit:degF' })).toBe(75);
  });

  it('converts km/h to whole mph', () => {
    expect(toMph({ value: 22.32, unitCode: 'wmoUnit:km_h-1' })).toBe(14);
    expect(toMph({ value: 16.09344, unitCode: 'wmoUnit:km_h-1' })).toBe(10);
    expect(toMph({ value: 10, unitCode: 'wmoUnit:m_s-1' })).toBe(22);
    expect(toMph({ value: 0, unitCode: 'wmoUnit:km_h-1' })).toBe(0);
  });

  it('converts Pa to inHg with two decimals', () => {
    expect(toInHg({ value: 101325, unitCode: 'wmoUnit:Pa' })).toBe(29.92);
    expect(toInHg({ value: 101660, unitCode: 'wmoUnit:Pa' })).toBe(30.02);
    expect(toInHg({ value: 1013.25, unitCode: 'wmoUnit:hPa' })).toBe(29.92);
  });

  it('rounds tide heights to one decimal foot', () => {
    expect(toFeet('1.447')).toBe(1.4);
    expect(toFeet('1.05')).toBe(1.1);
    expect(toFeet('-0.25')).toBe(-0.3);
    expect(toFeet('0.04')).toBe(0);
    expect(toFeet('')).toBeNull();
    expect(toFeet('n/a')).toBeNull();
  });

  it('keeps a missing reading missing instead of turning it into zero', () => {
    for (const convert of [toFahrenheit, toMph, toInHg, toPercent, toDegrees]) {
      expect(convert(c(null))).toBeNull();
      expect(convert(null)).toBeNull();
      expect(convert({ unitCode: 'wmoUnit:degC' })).toBeNull();
    }
  });

  it('rounds humidity and normalises wind direction', () => {
    expect(toPercent({ value: 83.94, unitCode: 'wmoUnit:percent' })).toBe(84);
    expect(toDegrees({ value: 360, unitCode: 'wmoUnit:degree_(angle)' })).toBe(0);
    expect(toDegrees({ value: 140, unitCode: 'wmoUnit:degree_(angle)' })).toBe(140);
  });
});

describe('feels-like', () => {
  it('uses the heat index when NWS reports one', () => {
    expect(feelsLike({ temperature: c(32), heatIndex: c(38.3), windChill: c(null) })).toBe(101);
  });

  it('uses the wind chill when NWS reports one', () => {
    expect(feelsLike({ temperature: c(2), heatIndex: c(null), windChill: c(-3) })).toBe(27);
  });

  it('falls back to the temperature when neither applies', () => {
    expect(feelsLike({ temperature: c(20), heatIndex: c(null), windChill: c(null) })).toBe(68);
    expect(feelsLike({ temperature: c(20) })).toBe(68);
  });

  it('is unknown when nothing is reported', () => {
    expect(feelsLike({ temperature: c(null), heatIndex: c(null), windChill: c(null) })).toBeNull();
  });
});
