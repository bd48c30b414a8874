/** What the owner is told after saving the editor's premium profile (the island and the no-JavaScript form say the same). */
import type { FlashMessage } from '@/lib/flash';

export const profileSavedMessage: FlashMessage = {
  title: 'Profile saved',
  description: 'Your video, links and special hours are up to date on your listing.',
};
