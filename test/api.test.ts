// The API through Hosting's /api/** rewrite, on the functions emulator and Firestore emulator.
import { afterAll, describe, expect, it } from 'vitest';
import { api, postJson, setSeatsLeft, snapshotAll } from './support/stack';

afterAll(() => setSeatsLeft(50));

describe('GET /api/seats', () => {
  it('answers the founders seats left from counters/founders', async () => {
    await setSeatsLeft(50);
    const res = await api('/api/seats');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ seatsLeft: 50 });
  });

  it('lets the CDN keep it 5 seconds and browsers not at all; a change shows on the next request here', async () => {
    await setSeatsLeft(17);
    const res = await api('/api/seats');
    expect(res.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=5');
    expect(await res.json()).toEqual({ seatsLeft: 17 });
    await setSeatsLeft(3);
    expect(await (await api('/api/seats')).json()).toEqual({ seatsLeft: 3 });
  });

  it('answers an integer between 0 and 50 whatever the document holds', async () => {
    await setSeatsLeft(-4);
    expect(await (await api('/api/seats')).json()).toEqual({ seatsLeft: 0 });
    await setSeatsLeft(75.5);
    expect(await (await api('/api/seats')).json()).toEqual({ seatsLeft: 50 });
  });

  it('answers another method with a JSON 405', async () => {
    const res = await api('/api/seats', { method: 'DELETE' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET');
    expect((await res.json()).error).toMatch(/DELETE is not allowed/);
  });
});

describe('the API error contract, through Hosting', () => {
  it('answers an unknown /api route with a JSON 404', async () => {
    for (const path of ['/api/nope', '/api/seats/extra']) {
      const res = await api(path);
      expect(res.status, path).toBe(404);
      expect(await res.json()).toEqual({ error: `No API route GET ${path}` });
    }
  });

  it('refuses a body over 64 KB with a JSON 413 and writes nothing', async () => {
    const before = await snapshotAll();
    const res = await postJson('/api/seats', { padding: 'x'.repeat(70 * 1024) });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ error: 'The request body is larger than 64 KB', field: 'body' });
    expect(await snapshotAll()).toEqual(before);
  });

  it('refuses a POST that is not JSON with a JSON 415 and writes nothing', async () => {
    const before = await snapshotAll();
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await api('/api/seats', { method: 'POST', headers: { 'content-type': contentType }, body: 'seatsLeft=0' });
      expect(res.status, contentType).toBe(415);
      expect(await res.json()).toMatchObject({ field: 'content-type' });
    }
    expect(await snapshotAll()).toEqual(before);
  });

  it('takes a JSON content type with a charset', async () => {
    const res = await postJson('/api/nope', {}, { 'content-type': 'application/json; charset=utf-8' });
    expect(res.status).toBe(404);
  });
});
