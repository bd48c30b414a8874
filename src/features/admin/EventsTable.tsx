/**
 * Events tab: Event Title, Date, Location, Status, Actions; moderated like listings. On a
 * phone card Date and Status share a line (dense grid), a page of 20 from the server (PagedList).
 */
import { adminActionTexts, confirmText } from './admin-actions.ts';
import type { AdminListPage } from './admin-list.ts';
import type { DashboardEvent } from '#src/platform/schemas/responses.ts';
import { formatShortDate } from '#src/platform/format.ts';
import EventStatusControl from '#src/features/events/EventStatusControl.tsx';
import { deleteItem, setEventStatus } from './admin.store.ts';
import ActionForm from './ActionForm.tsx';
import { moderationFilter, ModerationDecision, ModerationStatusCell, useWorking } from './ModeratedItem.tsx';
import { PagedList } from './PagedList.tsx';
import PreviewLink from './PreviewLink.tsx';
import { AdminTable, Cell, plainButton, Row } from './Table.tsx';

const search = { label: 'Search events', placeholder: 'Title or place', noun: ['event', 'events'] } as const;

export default function EventsTable({ events, timeZone }: { events: AdminListPage<DashboardEvent>; timeZone: string }) {
  const isWorking = useWorking('event');
  return (
    <PagedList list="events" page={events} filterDef={moderationFilter} search={search} label="Events">
      <AdminTable
        caption="Events, pending first"
        columns={['Event Title', 'Date', 'Location', 'Status', 'Actions']}
        empty="No events"
      >
        {events.items.map((e) => {
          const working = isWorking(e.id);
          return (
            <Row key={e.id} className="grid-flow-row-dense">
              <Cell label="Event Title">
                <span className="font-medium">{e.title}</span>
                <PreviewLink href={`/events/${e.id}`} name={e.title} live={e.approved} />
              </Cell>
              <Cell label="Date" compact>
                {formatShortDate(new Date(e.startDate), timeZone)}
              </Cell>
              <Cell label="Location">{e.location}</Cell>
              <Cell label="Status" compact>
                <ModerationStatusCell item={e} />
              </Cell>
              <Cell label="Actions">
                <div className="grid gap-2">
                  <div className="flex flex-wrap items-end gap-2">
                    <ModerationDecision kind="event" item={e} name={e.title} busy={working} flow />
                    <ActionForm
                      action="event.delete"
                      id={e.id}
                      className={plainButton}
                      disabled={working}
                      confirm={confirmText(adminActionTexts.deleteEvent(e.title))}
                      onRun={() => deleteItem('events', e.id)}
                      label={`Delete ${e.title}`}
                    >
                      Delete
                    </ActionForm>
                  </div>
                  <EventStatusControl
                    title={e.title}
                    status={e.eventStatus}
                    busy={working}
                    onChange={(status) => setEventStatus(e.id, status)}
                  />
                </div>
              </Cell>
            </Row>
          );
        })}
      </AdminTable>
    </PagedList>
  );
}
