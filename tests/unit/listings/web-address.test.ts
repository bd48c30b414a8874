import { describe, expect, it } from 'vitest';
import { outboundTarget } from '#src/features/insights/outbound.ts';
import { businessUpdateSchema } from '#src/features/listings/business.schema.ts';
import { normalizeUrl } from '#src/platform/schemas/fields.ts';
import { normalizeSocialUrl } from '#src/features/listings/social.ts';
import { parseVideoUrl } from '#src/features/listings/video.ts';
import { controlCharacterMessage, redirectTarget } from '#src/features/listings/web-address.ts';

const CONTROLS = ['\n', '\r', '\r\n', '\t', '\u0000', '\u001b', '\u007f', '\u0085', '\u009f', '\u2028', '\u2029'];

describe('web addresses', () => {
  it('refuse every control character, wherever it is', () => {
    for (const c of CONTROLS) {
      const value = `https://evil.example/a${c}b`;
      expect(normalizeUrl(value), JSON.stringify(c)).toBeNull();
      expect(normalizeSocialUrl('booking', value)).toBeNull();
      expect(parseVideoUrl(`https://youtu.be/dQw4w9WgXcQ${c}x`)).toBeNull();
      const parsed = businessUpdateSchema.safeParse({ website: value, social: { booking: value } });
      expect(parsed.success).toBe(false);
      expect(parsed.error!.issues.map((i) => [i.path[0], i.message])).toEqual([
        ['website', controlCharacterMessage],
        ['social', controlCharacterMessage],
      ]);
    }
  });

  it('are stored as the browser reads them', () => {
    expect(normalizeUrl('//evil.example')).toBe('https://evil.example');
    expect(normalizeUrl('https://evil.example\\@good.com')).toBe('https://evil.example/@good.com');
    expect(normalizeUrl('HTTP://Fins.Example.com/Menu?x=1#top')).toBe('http://fins.example.com/Menu?x=1#top');
    expect(normalizeUrl('fins.example.com/')).toBe('https://fins.example.com');
    expect(normalizeUrl('https://café.example/menú')).toBe('https://xn--caf-dma.example/men%C3%BA');
    expect(normalizeSocialUrl('facebook', 'http://facebook.com\\@evil.example')).toBe('https://facebook.com/@evil.example');
    expect(normalizeSocialUrl('facebook', 'https://evil.example\\@facebook.com')).toBeNull();
  });

  it('give /go a Location it can send, or nothing', () => {
    expect(redirectTarget('https://fins.example.com')).toBe('https://fins.example.com');
    expect(redirectTarget('https://evil.example/\r\nSet-Cookie: x=1')).toBeUndefined();
    expect(redirectTarget('https://evil.example/\u2028')).toBeUndefined();
    expect(redirectTarget('https://café.example')).toBe('https://xn--caf-dma.example/');
    expect(redirectTarget('not a url at all')).toBeUndefined();
    const listing = { name: 'Fins', address: null, phone: null, email: null, website: 'https://evil.example/\n{"forged":1}' };
    expect(outboundTarget(listing, 'website')).toBeUndefined();
    expect(outboundTarget({ ...listing, social: { booking: 'https://book.example/\u0000' } }, 'booking')).toBeUndefined();
  });
});
