/** Suggested edits: each value checked by the listing editor's rule, the decision's reason, the plain form's mapping. */
import { describe, expect, it } from 'vitest';
import { fixListingSchema, suggestionDecisionSchema, suggestionSchema } from '#src/features/suggestions/suggestion.schema.ts';
import { suggestionFromForm } from '#src/features/suggestions/suggestion-form.ts';
import {
  currentListingValue,
  decidedLabel,
  differingLines,
  storedSuggestionValue,
  storeSuggestionValue,
  suggestionValueLines,
} from '#src/features/suggestions/suggestion-values.ts';

const parse = (body: unknown) => suggestionSchema.safeParse(body);

describe('suggestionSchema', () => {
  it('normalizes values as the editor stores them', () => {
    expect(parse({ field: 'website', value: 'Fins.example.com' }).data?.value).toBe('https://fins.example.com');
    expect(parse({ field: 'address', value: '  12 Harbor Ln ' }).data?.value).toBe('12 Harbor Ln');
    expect(parse({ field: 'hours', value: { friday: { closed: true } } }).data?.value).toEqual({
      friday: { open: '00:00', close: '00:00', closed: true },
    });
    expect(parse({ field: 'closed', value: 'anything at all' }).data?.value).toBeNull();
    expect(parse({ field: 'phone', value: '(361) 555-0100', email: 'Me@Example.COM' }).data?.email).toBe('me@example.com');
  });

  it('puts a refused value’s message under `value`', () => {
    const refused = parse({ field: 'phone', value: 'call me' });
    expect(refused.success).toBe(false);
    expect(refused.error!.issues.map((i) => i.path.join('.'))).toEqual(['value']);
    expect(parse({ field: 'website', value: '' }).success).toBe(false);
    expect(parse({ field: 'hours', value: null }).success).toBe(false);
  });
});

describe('fixListingSchema', () => {
  it('takes "something else" in words, which the API schema does not', () => {
    const words = { field: 'other', value: '  The photos are of another place.  ' };
    expect(fixListingSchema.safeParse(words).data?.value).toBe('The photos are of another place.');
    expect(suggestionSchema.safeParse(words).error?.issues[0]?.path).toEqual(['field']);
    expect(fixListingSchema.safeParse({ field: 'other', value: 'wrong' }).error?.issues[0]?.path).toEqual(['value']);
    expect(fixListingSchema.safeParse({ field: 'other' }).success).toBe(false);
    expect(fixListingSchema.safeParse({ field: 'phone', value: '(361) 555-0100' }).data?.value).toBe('(361) 555-0100');
  });
});

describe('suggestionDecisionSchema', () => {
  it('needs a reason to decline, not to accept', () => {
    expect(suggestionDecisionSchema.safeParse({ accepted: true }).success).toBe(true);
    expect(suggestionDecisionSchema.safeParse({ accepted: 'false', reason: 'Old number' }).data).toEqual({
      accepted: false,
      reason: 'Old number',
    });
    const refused = suggestionDecisionSchema.safeParse({ accepted: false, reason: '  ' });
    expect(refused.error!.issues[0]!.path).toEqual(['reason']);
  });
});

describe('suggestionFromForm', () => {
  it('sends the chosen input only', () => {
    const raw = { field: 'phone', 'value.phone': '(361) 555-0100', 'value.address': '1 Main', 'hours.monday.mode': 'closed' };
    expect(suggestionFromForm(raw)).toMatchObject({ field: 'phone', value: '(361) 555-0100' });
    expect(suggestionFromForm({ ...raw, field: 'hours' }).value).toMatchObject({ monday: { closed: true } });
    expect(suggestionFromForm({ ...raw, field: 'closed' }).value).toBeNull();
    expect(suggestionFromForm({ ...raw, field: 'other', 'value.other': 'Wrong photos' }).value).toBe('Wrong photos');
  });
});

describe('values as stored and shown', () => {
  it('round-trips hours through text and shows only the days that differ', () => {
    const hours = { monday: { open: '09:00', close: '17:00', closed: false } };
    expect(storedSuggestionValue('hours', storeSuggestionValue(hours))).toEqual(hours);
    expect(suggestionValueLines('closed', null)).toEqual([]);
    expect(suggestionValueLines('phone', null)).toEqual(['Not listed']);
    expect(differingLines(['a', 'b', 'c'], ['a', 'x', 'c'])).toEqual([['b'], ['x']]);
    expect(differingLines(['a'], ['a'])).toEqual([['a'], ['a']]);
  });

  it('"something else" is the visitor’s words, beside no value of the listing, and is fixed once accepted', () => {
    const listing = { phone: '(361) 555-0100', website: null, address: '1 Main', hours: null };
    expect(currentListingValue('other', listing)).toBeNull();
    expect(suggestionValueLines('other', 'Wrong photos')).toEqual(['Wrong photos']);
    expect(storedSuggestionValue('other', storeSuggestionValue('Wrong photos'))).toBe('Wrong photos');
    expect(decidedLabel({ field: 'other', status: 'accepted' })).toBe('Marked as fixed');
    expect(decidedLabel({ field: 'phone', status: 'accepted' })).toBe('Accepted');
    expect(decidedLabel({ field: 'other', status: 'rejected' })).toBe('Declined');
  });
});
