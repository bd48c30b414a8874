/** What the owner is told after saving the listing editor (the island and the no-JavaScript form say the same). */
import type { FlashMessage } from '@/lib/flash';

export const listingSavedMessage = (pendingRevision: boolean): FlashMessage => ({
  title: 'Listing updated',
  description: pendingRevision
    ? 'Your changes are saved. The new name, category or description will show once our team approves them; until then your listing stays live as it is.'
    : 'Your changes are saved.',
});

export const profileSavedMessage: FlashMessage = {
  title: 'Profile saved',
  description: 'Your video, links and special hours are up to date on your listing.',
};
