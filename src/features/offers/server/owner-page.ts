/**
 * /dashboard/businesses/{id}/offers: the owner's offers that have not ended, the add form and, without premium,
 * what offers would bring. Without JavaScript its forms post here (src/platform/server/forms/page-form.ts): `?form=delete`
 * with `offerId` deletes, anything else adds; both run the same use cases as the API.
 */
import type { APIContext } from 'astro';
import { site } from '#src/config/site.ts';
import { isActivePremium } from '#src/features/payments/billing-rules.ts';
import { instantToLocal } from '#src/platform/local-time.ts';
import { offerSchema, offerText, type PublicOffer } from '#src/features/offers/offer.schema.ts';
import { idField } from '#src/platform/schemas/fields.ts';
import { listUnendedOffers } from './offers.queries.ts';
import { findBusinessById } from '#src/features/listings/server/owner-businesses.queries.ts';
import { handlePageForm, type FormPage } from '#src/platform/server/forms/page-form.ts';
import { parseId } from '#src/platform/server/http/json.ts';
import { clientIp } from '#src/platform/server/security/rate-limit.ts';
import { z } from 'zod';
import { createOffer, deleteOffer, toPublicOffer } from './offers.ts';

type Viewer = NonNullable<App.Locals['user']>;

export interface OwnerOffer extends PublicOffer {
  /** Shown to visitors now (started, and the listing is live with premium). */
  live: boolean;
}

export function loadOwnerOffersPage(viewer: Viewer, idParam: string | undefined, now = new Date()) {
  const id = parseId(idParam);
  const business = id === null ? undefined : findBusinessById({ id });
  if (!business || business.ownerId !== viewer.id) return null;
  const premium = isActivePremium(business);
  const offers: OwnerOffer[] = listUnendedOffers({ businessId: business.id, now }).map((o) => ({
    ...toPublicOffer(o),
    live: premium && business.approved && o.startsAt <= now,
  }));
  return {
    business: { id: business.id, name: business.name, slug: business.slug, approved: business.approved },
    premium,
    offers,
    /** The add form's start, prefilled with the current minute in Central time. */
    startDefault: instantToLocal(now, site.timeZone),
  };
}

const deleteSchema = z.object({ offerId: idField('Choose an offer to delete') });

export async function handleOwnerOfferForms(page: FormPage & Pick<APIContext, 'url'>, viewer: Viewer, businessId: number) {
  const back = `/dashboard/businesses/${businessId}/offers`;
  const ip = clientIp(page);
  if (page.url.searchParams.get('form') === 'delete') {
    return handlePageForm(page, {
      schema: deleteSchema,
      act: ({ offerId }) => {
        const outcome = deleteOffer(viewer, offerId, { ip });
        return outcome.ok
          ? { ok: true, redirectTo: back, flash: { title: 'Offer deleted', description: offerText.deleted } }
          : outcome;
      },
    });
  }
  return handlePageForm(page, {
    schema: offerSchema(site.timeZone),
    act: (input) => {
      const outcome = createOffer(viewer, businessId, input, { ip });
      return outcome.ok
        ? { ok: true, redirectTo: back, flash: { title: 'Offer saved', description: offerText.created } }
        : outcome;
    },
  });
}
