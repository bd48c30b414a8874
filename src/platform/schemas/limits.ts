/**
 * Field limits read from the zod schemas that enforce them, so a form's `maxLength` and the server's rule
 * are one number: `maxLengths(contactSchema).subject` is the `.max()` the API checks `subject` with.
 */
import { z } from 'zod';

/** The string inside optional/nullable/default/transform/preprocess wrappers, or undefined when there is none. */
function innerString(schema: z.core.$ZodType): z.ZodString | undefined {
  let s = schema;
  for (;;) {
    if (s instanceof z.ZodString) return s;
    if (s instanceof z.ZodOptional || s instanceof z.ZodNullable || s instanceof z.ZodDefault) s = s.unwrap();
    // A transform pipes the string into a ZodTransform; a preprocess pipes a ZodTransform into the string.
    else if (s instanceof z.ZodPipe) s = s.in instanceof z.ZodTransform ? s.out : s.in;
    else return undefined;
  }
}

function objectOf(schema: z.core.$ZodType): z.ZodObject {
  let s = schema;
  while (s instanceof z.ZodPipe) s = s.in instanceof z.ZodTransform ? s.out : s.in;
  if (!(s instanceof z.ZodObject)) throw new TypeError('maxLengths needs an object schema');
  return s;
}

type Limits<S extends z.ZodType> = { readonly [K in keyof z.infer<S> & string]: number | undefined };

/** Each text field's longest accepted length (undefined for fields without one). */
export function maxLengths<S extends z.ZodType>(schema: S): Limits<S> {
  const shape = objectOf(schema).shape as Record<string, z.ZodType>;
  return Object.fromEntries(
    Object.entries(shape).map(([key, field]) => [key, innerString(field)?.maxLength ?? undefined]),
  ) as Limits<S>;
}
