/**
 * Field limits read from the zod schemas that enforce them, so a form's `maxLength` and the server's rule
 * are one number: `maxLengths(contactSchema).subject` is the `.max()` the API checks `subject` with.
 */
import { z } from 'zod';

/** The string inside optional/nullable/default/transform/preprocess wrappers, or undefined when there is none. */
function innerString(schema: z.ZodTypeAny): z.ZodString | undefined {
  let s: z.ZodTypeAny = schema;
  for (;;) {
    if (s instanceof z.ZodString) return s;
    if (s instanceof z.ZodEffects) s = s.innerType();
    else if (s instanceof z.ZodOptional || s instanceof z.ZodNullable) s = s.unwrap();
    else if (s instanceof z.ZodDefault) s = s.removeDefault();
    else if (s instanceof z.ZodPipeline) s = s._def.in;
    else return undefined;
  }
}

function objectOf(schema: z.ZodTypeAny): z.AnyZodObject {
  let s: z.ZodTypeAny = schema;
  while (s instanceof z.ZodEffects) s = s.innerType();
  if (!(s instanceof z.ZodObject)) throw new TypeError('maxLengths needs an object schema');
  return s;
}

type Limits<S extends z.ZodTypeAny> = { readonly [K in keyof z.infer<S> & string]: number | undefined };

/** Each text field's longest accepted length (undefined for fields without one). */
export function maxLengths<S extends z.ZodTypeAny>(schema: S): Limits<S> {
  const shape = objectOf(schema).shape as Record<string, z.ZodTypeAny>;
  return Object.fromEntries(
    Object.entries(shape).map(([key, field]) => [key, innerString(field)?.maxLength ?? undefined]),
  ) as Limits<S>;
}
