/** The owner dashboard's tabs: My Businesses (default), My Events, Subscription. */
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import BusinessList from './BusinessList.tsx';
import EventList from '#src/features/events/EventList.tsx';
import SubscriptionPanel from './SubscriptionPanel.tsx';
import Tabs from './Tabs.tsx';
import type { DashboardBusiness, DashboardEvent } from '#src/platform/schemas/responses.ts';
import { $myBusinesses, $myEvents } from './dashboard.store.ts';
import type { Audience } from '#src/features/payments/audience.ts';

export const ownerTabs = [
  { key: 'businesses', label: 'My Businesses' },
  { key: 'events', label: 'My Events' },
  { key: 'subscription', label: 'Subscription' },
] as const;
export type OwnerTab = (typeof ownerTabs)[number]['key'];

interface Props {
  tab: OwnerTab;
  businesses: DashboardBusiness[];
  events: DashboardEvent[];
  /** The site's own audience, for the upgrade panel. */
  audience: Audience | null;
  timeZone: string;
  city: string;
}

export default function OwnerDashboard({ tab, businesses, events, audience, timeZone, city }: Props) {
  // The stores are filled in the browser only: on the server they are process-wide, and one owner's
  // listings must never render into another's page. Until then the server's props are the data.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    $myBusinesses.set(businesses);
    $myEvents.set(events);
    setReady(true);
  }, [businesses, events]);
  const storedBusinesses = useStore($myBusinesses);
  const storedEvents = useStore($myEvents);
  const [active, setActive] = useState<OwnerTab>(tab);
  const list = ready ? storedBusinesses : businesses;
  return (
    <Tabs label="Dashboard sections" tabs={ownerTabs} active={active} onChange={setActive} idPrefix="owner">
      {active === 'businesses' && <BusinessList businesses={list} timeZone={timeZone} />}
      {active === 'events' && <EventList events={ready ? storedEvents : events} timeZone={timeZone} city={city} />}
      {active === 'subscription' && <SubscriptionPanel businesses={list} audience={audience} timeZone={timeZone} />}
    </Tabs>
  );
}
