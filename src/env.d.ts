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
      createdAs: 'visitor' | 'owner';
      emailVerifiedAt: Date | null;
    } | null;
    session: { id: string; userId: number; expiresAt: Date } | null;
  }
}

/** The static paths of sitemap.xml, from src/integrations/sitemap-routes.ts. */
declare module 'virtual:sitemap-static-paths' {
  const paths: string[];
  export default paths;
}
