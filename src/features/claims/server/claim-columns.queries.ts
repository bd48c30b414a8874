/** A listing's name and contact details, which a claim is checked against (its code goes to one of the addresses). */
import { businesses } from '#src/platform/server/db/schema.ts';

export const claimContactColumns = {
  name: businesses.name,
  category: businesses.category,
  address: businesses.address,
  phone: businesses.phone,
  email: businesses.email,
  claimEmail: businesses.claimEmail,
  website: businesses.website,
};
