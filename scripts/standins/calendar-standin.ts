/**
 * The local booking calendar: what the external scheduling host shows in the demo popup and the
 * custom-build overlay, stood in on 127.0.0.1 so local runs and tests contact nothing else. The
 * functions' BOOKING_URL points here locally (LOCAL_PARAMS); GET /api/booking redirects to it.
 */
import { createServer, type Server } from 'node:http';
import { HOST, LOCAL_PARAMS } from '../stack/local-stack';

export const CALENDAR_STANDIN_URL = new URL(LOCAL_PARAMS.BOOKING_URL);

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Booking calendar (local stand-in)</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:32px;color:#1b1f24}h1{font-size:22px;margin:0 0 8px}</style>
</head><body><h1>Booking calendar</h1>
<p>The local stand-in for the scheduling host. In production this is the calendar at the BOOKING_URL setting.</p>
</body></html>`;

/** Serves the stand-in calendar page at BOOKING_URL's path; anything else is a 404. */
export function startCalendarStandIn(port = Number(CALENDAR_STANDIN_URL.port)): Promise<Server> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', CALENDAR_STANDIN_URL).pathname;
    if (req.method !== 'GET' && req.method !== 'HEAD') return void res.writeHead(405, { allow: 'GET' }).end();
    if (path !== CALENDAR_STANDIN_URL.pathname) return void res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(req.method === 'HEAD' ? undefined : PAGE);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => resolve(server));
  });
}

/** True when the functions' BOOKING_URL is this stand-in (the local default), so it must run. */
export function usesCalendarStandIn(values: Record<string, string>): boolean {
  return !values.BOOKING_URL || (URL.canParse(values.BOOKING_URL) && new URL(values.BOOKING_URL).origin === CALENDAR_STANDIN_URL.origin);
}
