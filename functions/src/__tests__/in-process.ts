// The API app on a free port of 127.0.0.1 for one test file, outside the functions runtime.
import type { Router } from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../app';

/** Serves the app with `routes` while the file's tests run; returns its address (known once they start). */
export function serveInProcess(routes: readonly Router[]): () => string {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createApp(routes).listen(0, '127.0.0.1');
    await new Promise((ready) => server.once('listening', ready));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((done) => server.close(done)));
  return () => base;
}
