/** The listing editor's one form read into the PATCH body, and its messages keyed by where they show. */
import { describe, expect, it } from 'vitest';
import { editFromForm, editorErrors, getterOf } from '#src/features/listings/listing-edit-form.ts';
import { businessUpdateSchema } from '#src/features/listings/business.schema.ts';

const week = (monday: Record<string, string>) => {
  const out: Record<string, string> = {};
  for (const day of ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'])
    out[`hours.${day}.mode`] = 'closed';
  for (const [k, v] of Object.entries(monday)) out[`hours.monday.${k}`] = v;
  return out;
};

describe('editFromForm', () => {
  it('sends every part the form holds: details, hours, the point and the premium profile', () => {
    const edit = editFromForm(
      getterOf({
        _form: 'editor',
        name: 'Reel Tide',
        phone: '(361) 555-0778',
        ...week({ mode: 'hours', open: '07:00', close: '15:00' }),
        latitude: '27.83',
        longitude: '-97.06',
        videoUrl: '',
        'social.x': 'https://x.com/reeltide',
        'special.rows': '0',
      }),
    );
    expect(edit).toMatchObject({
      name: 'Reel Tide',
      phone: '(361) 555-0778',
      hours: { monday: { open: '07:00', close: '15:00', closed: false }, tuesday: { closed: true } },
      latitude: '27.83',
      longitude: '-97.06',
      videoUrl: '',
      social: { x: 'https://x.com/reeltide' },
      specialHours: [],
    });
  });

  it('leaves alone what the form does not hold (never an empty value the owner did not clear)', () => {
    const edit = editFromForm(getterOf({ _form: 'editor', phone: '(361) 555-0199' }));
    expect(edit).toEqual({ phone: '(361) 555-0199' });
    expect(businessUpdateSchema.safeParse(edit).success).toBe(true);
  });
});

describe('editorErrors', () => {
  it('keys a half-filled day, a bad link and a bad point by the fields they belong to', () => {
    const values = {
      _form: 'editor',
      website: 'not a web address',
      ...week({ mode: 'hours', open: '09:00', close: '' }),
      latitude: '127',
      longitude: '-97',
      'social.instagram': 'https://facebook.com/not-instagram',
      'special.rows': '0',
    };
    const get = getterOf(values);
    const parsed = businessUpdateSchema.safeParse(editFromForm(get));
    expect(parsed.success).toBe(false);
    const errors = editorErrors(get, parsed.error!);
    expect(Object.keys(errors).sort()).toEqual(['hours.monday', 'latitude', 'social.instagram', 'website']);
    expect(errors['hours.monday']).toBe('Give both opening and closing times, or mark the day closed');
  });
});
