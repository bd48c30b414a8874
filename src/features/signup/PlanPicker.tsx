/**
 * Premium plan card with its monthly/yearly toggle, and the Free option.
 * Plain radio groups: they work without JavaScript and with the keyboard. They are uncontrolled so that a plan
 * picked before the island hydrated stays picked (React resets controlled radios to the state when it
 * hydrates); on hydration the picked values are handed to the form.
 */
import { useEffect, useRef } from 'react';
import { premiumFeatures } from '#src/features/payments/premium-benefits.ts';
import { premiumPrices } from '#src/features/listings/business.schema.ts';
import CheckList from '#src/ui/CheckList.tsx';
import PaymentTerms from '#src/features/payments/PaymentTerms.tsx';
import AudienceFigures from '#src/features/payments/AudienceFigures.tsx';
import type { Audience } from '#src/features/payments/audience.ts';

interface Props {
  /** False when online payments are not configured: Premium is shown but cannot be chosen. */
  premiumAvailable: boolean;
  plan: string;
  period: string;
  onPlan: (plan: 'premium' | 'free') => void;
  onPeriod: (period: 'monthly' | 'yearly') => void;
  /** The site's own audience, for the category chosen in the form (null: none yet). */
  audience: Audience | null;
  category: string | null;
}

const card = (selected: boolean) =>
  `relative grid content-start gap-3 rounded-xl border-2 p-5 ${selected ? 'border-ocean-700 bg-ocean-50' : 'border-slate-200 bg-white'}`;

/** The period toggles look disabled (grey, no pointer) whenever Premium is not the chosen, available plan. */
const periodTone = (selected: boolean, enabled: boolean) =>
  !enabled
    ? `cursor-not-allowed ${selected ? 'border-slate-400 bg-slate-200 text-slate-700' : 'border-slate-200 bg-slate-50 text-slate-600'}`
    : `cursor-pointer ${selected ? 'border-ocean-700 bg-ocean-700 text-white' : 'border-slate-300 bg-white text-slate-800'}`;

export default function PlanPicker({ premiumAvailable, plan, period, onPlan, onPeriod, audience, category }: Props) {
  const periodEnabled = premiumAvailable && plan === 'premium';
  const ref = useRef<HTMLFieldSetElement>(null);
  useEffect(() => {
    const picked = (name: string) => ref.current?.querySelector<HTMLInputElement>(`input[name="${name}"]:checked`)?.value;
    const pickedPlan = picked('plan');
    const pickedPeriod = picked('subscriptionType');
    if ((pickedPlan === 'premium' || pickedPlan === 'free') && pickedPlan !== plan) onPlan(pickedPlan);
    if ((pickedPeriod === 'monthly' || pickedPeriod === 'yearly') && pickedPeriod !== period) onPeriod(pickedPeriod);
    // Only once, at hydration: afterwards every pick goes through onChange.
  }, []);
  return (
    <fieldset ref={ref} className="grid gap-4 md:grid-cols-[2fr_1fr]">
      <legend className="mb-3 text-xl font-semibold text-slate-900">Choose Your Plan</legend>
      <div className={card(plan === 'premium')}>
        <label className="flex cursor-pointer items-start gap-3">
          <input
            type="radio"
            name="plan"
            value="premium"
            defaultChecked={plan === 'premium'}
            disabled={!premiumAvailable}
            aria-describedby={premiumAvailable ? undefined : 'premium-unavailable'}
            onChange={() => onPlan('premium')}
            className="mt-1.5 h-5 w-5 accent-ocean-700"
          />
          <span>
            <span className="block text-lg font-bold text-slate-900">Premium Business Listing</span>
            <span className="block text-slate-700">
              <strong className="text-2xl text-slate-900">${premiumPrices.monthly}</strong>/month or{' '}
              <strong className="text-slate-900">${premiumPrices.yearly}</strong>/year
              <span className="ml-2 rounded bg-emerald-100 px-2 py-0.5 text-sm font-semibold text-emerald-900">
                save ${premiumPrices.yearlySavings}
              </span>
            </span>
          </span>
        </label>
        <fieldset className="flex flex-wrap gap-2" disabled={!periodEnabled}>
          <legend className="sr-only">Billing period</legend>
          {(['monthly', 'yearly'] as const).map((p) => (
            <label
              key={p}
              className={`btn border-2 px-4 py-1.5 text-sm ${periodTone(period === p, periodEnabled)} has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ocean-600`}
            >
              <input
                type="radio"
                name="subscriptionType"
                value={p}
                defaultChecked={period === p}
                onChange={() => onPeriod(p)}
                className="sr-only"
              />
              {p === 'monthly' ? `Monthly · $${premiumPrices.monthly}` : `Yearly · $${premiumPrices.yearly}`}
            </label>
          ))}
        </fieldset>
        {!premiumAvailable && (
          <p id="premium-unavailable" className="rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-900">
            Premium is unavailable right now: online payments are not configured. You can list your business for free.
          </p>
        )}
        <CheckList
          items={premiumFeatures}
          className="grid gap-1.5 text-sm text-slate-800 sm:grid-cols-2"
          iconClassName="mt-0.5"
        />
        {/* Who would see the listing: this site's own figures, as counted. */}
        <AudienceFigures audience={audience} category={category} />
        {/* Before paying: renewal, notice and refunds, in the words of /terms. */}
        <PaymentTerms />
      </div>
      <div className={card(plan === 'free')}>
        <label className="flex cursor-pointer items-start gap-3">
          <input
            type="radio"
            name="plan"
            value="free"
            defaultChecked={plan === 'free'}
            onChange={() => onPlan('free')}
            className="mt-1.5 h-5 w-5 accent-ocean-700"
          />
          <span>
            <span className="block text-lg font-bold text-slate-900">Free Listing</span>
            <span className="block text-slate-700">
              <strong className="text-2xl text-slate-900">$0</strong> forever
            </span>
          </span>
        </label>
        <p className="text-sm text-slate-700">
          Name, category, description and contact details in the business directory. Upgrade to Premium at any time.
        </p>
      </div>
    </fieldset>
  );
}
