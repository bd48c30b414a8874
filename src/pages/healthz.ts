/**
 * GET /healthz for uptime monitors and load balancers: 200 {"status":"ok"} when the database answers
 * a query, 503 otherwise. Never cached; no session or cookie work (the middleware skips it).
 */
import type { APIRoute } from 'astro';
import { databaseAnswers } from '@/server/db/queries/health';

export const prerender = false;

const answer = (status: number, body: object) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' },
  });

export const GET: APIRoute = () => (databaseAnswers() ? answer(200, { status: 'ok' }) : answer(503, { status: 'unavailable' }));
export const HEAD: APIRoute = GET;
