/**
 * Shapes of the visitor-guide texts. The texts live here (not in components) so editors change
 * copy without touching markup; `icon` names one of the inline SVG icons in src/components/content/Icon.astro.
 */
export interface GuideCard {
  title: string;
  text: string;
  icon?: string;
  href?: string;
  linkText?: string;
  items?: readonly string[];
}

export interface ContactEntry {
  name: string;
  phone?: string;
  detail?: string;
  href?: string;
}

export interface ContactGroup {
  title: string;
  icon: string;
  entries: readonly ContactEntry[];
}
