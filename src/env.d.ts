/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The signed-in user (never the password hash), or null. Set by src/middleware.ts. */
    user: {
      id: number;
      email: string;
      firstName: string;
      lastName: string;
      role: 'user' | 'admin';
      emailVerifiedAt: Date | null;
    } | null;
    session: { id: string; userId: number; expiresAt: Date } | null;
    /**
     * Set by a listing's page rendered for the public: what the page store needs to keep it
     * (src/server/cache/page-store.ts): whose page it is, its path, and the minutes of the day at which
     * its hours box can change (hoursChangeMinutes).
     */
    listingPage?: { listingId: number; category: string; canonicalPath: string; hoursChangeMinutes: number[] };
  }
}

/** The static paths of sitemap.xml, from src/integrations/sitemap-routes.mjs. */
declare module 'virtual:sitemap-static-paths' {
  const paths: string[];
  export default paths;
}
