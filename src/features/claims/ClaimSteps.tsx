/** Claim mode's explanation, shown before anything is asked (claims are proven, never granted). */
interface Props {
  signedInAs: string | null;
  verified: boolean;
  businessId: string;
}

export default function ClaimSteps({ signedInAs, verified, businessId }: Props) {
  const back = `/business-signup?mode=claim${businessId ? `&businessId=${businessId}` : ''}`;
  return (
    <section aria-labelledby="claim-steps-heading" className="rounded-xl border border-ocean-200 bg-ocean-50 p-5">
      <h2 id="claim-steps-heading" className="text-xl font-semibold text-slate-900">
        How claiming works
      </h2>
      <ol className="mt-3 grid list-decimal gap-2 pl-5 text-slate-800">
        <li>
          Use an account whose e-mail address is verified.
          {!signedInAs && (
            <>
              {' '}
              Already have one?{' '}
              <a className="font-medium underline" href={`/login?next=${encodeURIComponent(back)}`}>
                Log in first
              </a>
              ; otherwise create it below and verify it from the e-mail we send.
            </>
          )}
          {signedInAs && !verified && (
            <strong className="block text-amber-900 wrap-anywhere">
              Your e-mail address is not verified yet: use the link we e-mailed to {signedInAs}, then come back here.
            </strong>
          )}
        </li>
        <li>
          Prove that you run the business: we e-mail a 6-digit code to the business e-mail address our team has on file for the
          listing, or our team reviews evidence you give (for example your business licence or a utility bill in the business
          name).
        </li>
        <li>Until the claim is approved the listing does not change and nothing is charged.</li>
        <li>Once it is approved the listing is yours to edit; for Premium you then continue to payment.</li>
      </ol>
    </section>
  );
}
