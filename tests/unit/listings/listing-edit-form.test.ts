/** The listing editor's one form read into the PATCH body, and its messages keyed by where they show. */
import { describe, expect, it } from 'vitest';
import { editFromForm, editorErrors, getterOf } from '#src/features/listings/listing-edit-form.ts';
import { businessUpdateSchema } from '#src/features/listings/business.schema.ts';
import { copyDayToAll, hoursToDraft } from '#src/features/listings/hours-draft.ts';

const week = (monday: Record<string, string>) => {
  const out: Record<string, string> = {};
  for (const day of ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'])
    out[`hours.${day}.mode`] = 'closed';
  for (const [k, v] of Object.entries(monday)) out[`hours.monday.${k}`] = v;
  return out;
};

describe('same hours every day', () => {
  it('without JavaScript, the checkbox saves Monday’s hours for every day, whatever the other rows hold', () => {
    const fields = { _form: 'editor', ...week({ mode: 'hours', open: '07:00', close: '15:00', open2: '', close2: '' }) };
    const monday = { open: '07:00', close: '15:00', open2: '', close2: '', closed: false };
    const days = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
    expect(editFromForm(getterOf({ ...fields, 'hours.same': 'on' })).hours).toEqual(
      Object.fromEntries(days.map((d) => [d, monday])),
    );
    // Unchecked, each row is its own.
    expect(editFromForm(getterOf(fields)).hours).toMatchObject({ monday, tuesday: { closed: true } });
  });

  it('the button copies one day, a closed day or an all-day one too, to every day', () => {
    const draft = hoursToDraft({ wednesday: { open: '00:00', close: '00:00', closed: false } });
    const copied = copyDayToAll(draft, 'wednesday');
    expect(Object.values(copied).map((d) => d.mode)).toEqual(Array(7).fill('allDay'));
    copied.monday.open = '08:00';
    expect(copied.tuesday.open).toBe(''); // each day its own copy, so editing one later leaves the others
  });
});

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
