/** GET /api/admin/event-revisions items (issue 18 part 5b), as the admin island receives them (dates as strings). */
export interface AdminEventRevisionItem {
  id: number;
  eventId: number;
  status: 'pending' | 'approved' | 'rejected';
  createdAt: string;
  updatedAt: string;
  ownerEmail: string | null;
  live: EventRevisionFields & { imageUrl: string | null };
  proposed: Partial<EventRevisionFields>;
  /** The new image waiting with the edit. */
  photo: { id: number; url: string; alt: string; width: number; height: number } | null;
}

interface EventRevisionFields {
  title: string;
  category: string;
  location: string;
  startDate: string;
  endDate: string;
  ticketUrl: string | null;
  description: string;
}
