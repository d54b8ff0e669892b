// The app's error contract in-process (outside the functions runtime, so the app reads the body
// itself); test/api.test.ts checks the same contract through Hosting and the emulator.
import { Router } from 'express';
import { gzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { serveInProcess } from './in-process';
import { parseInput } from '../http/validate';

const probe = Router();
const signUp = z.object({ name: z.string().min(1), email: z.email(), seats: z.number().int().optional() });
probe.post('/api/probe/sign-up', (req, res) => {
  const input = parseInput(signUp, req.body);
  res.json({ ok: true, name: input.name });
});
probe.get('/api/probe/boom', () => {
  throw new Error('database password is hunter2');
});

const base = serveInProcess([probe]);

const post = (path: string, body: string, contentType = 'application/json') =>
  fetch(base() + path, { method: 'POST', headers: { 'content-type': contentType }, body });

describe('the API error contract', () => {
  it('accepts a valid JSON body', async () => {
    const res = await post('/api/probe/sign-up', JSON.stringify({ name: 'Ann', email: 'ann@example.com' }));
    expect(res.status).toBe(200);
    // The app names no framework; in production the Functions Framework sends none either (the emulator's hub adds its own).
    expect(res.headers.get('x-powered-by')).toBeNull();
    expect(await res.json()).toEqual({ ok: true, name: 'Ann' });
  });

  it('names the one field to blame', async () => {
    const res = await post('/api/probe/sign-up', JSON.stringify({ name: 'Ann', email: 'not-an-address' }));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { field: string; error: string; errors?: { field: string }[] };
    expect(body.field).toBe('email');
    expect(body.error).toMatch(/^email: /);
    expect(body.errors).toBeUndefined();
  });

  it('names every field when several are wrong', async () => {
    const res = await post('/api/probe/sign-up', JSON.stringify({ email: 'x', seats: 1.5 }));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { field: string; error: string; errors?: { field: string }[] };
    expect(body.field).toBe('name');
    expect(body.error).toBe('name is required');
    expect(body.errors?.map((e) => e.field)).toEqual(['name', 'email', 'seats']);
  });

  it('answers a body that is not an object with field "body"', async () => {
    const res = await post('/api/probe/sign-up', '[1,2]');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { field: string }).field).toBe('body');
  });

  it('answers malformed JSON with a JSON 400', async () => {
    const res = await post('/api/probe/sign-up', '{"name":');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: 'The request body is not valid JSON', field: 'body' });
  });

  it('refuses a body over 64 KB with 413', async () => {
    const res = await post('/api/probe/sign-up', JSON.stringify({ name: 'x'.repeat(65 * 1024), email: 'a@b.co' }));
    expect(res.status).toBe(413);
    expect(((await res.json()) as { field: string }).field).toBe('body');
  });

  it('takes a body of just under 64 KB', async () => {
    const name = 'x'.repeat(64 * 1024 - 60);
    const res = await post('/api/probe/sign-up', JSON.stringify({ name, email: 'a@b.co' }));
    expect(res.status).toBe(200);
  });

  it('refuses a non-JSON content type with 415', async () => {
    const res = await post('/api/probe/sign-up', 'name=Ann', 'application/x-www-form-urlencoded');
    expect(res.status).toBe(415);
    expect(((await res.json()) as { field: string }).field).toBe('content-type');
  });

  it('refuses a compressed body with 415 naming content-encoding, before reading it', async () => {
    for (const encoding of ['gzip', 'deflate', 'br', 'identity, gzip']) {
      const res = await fetch(`${base()}/api/probe/sign-up`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-encoding': encoding }, body: gzipSync('{"name":"Ann","email":"a@b.co"}') });
      expect(res.status, encoding).toBe(415);
      expect(((await res.json()) as { field: string }).field).toBe('content-encoding');
    }
    const plain = await fetch(`${base()}/api/probe/sign-up`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-encoding': 'identity' }, body: '{"name":"Ann","email":"a@b.co"}' });
    expect(plain.status).toBe(200);
  });

  it('answers an unknown route with a JSON 404', async () => {
    const res = await fetch(`${base()}/api/nothing-here`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: 'No API route GET /api/nothing-here' });
  });

  it('answers an unexpected failure with a JSON 500 that holds no stack or secret', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await fetch(`${base()}/api/probe/boom`);
    quiet.mockRestore();
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ error: 'Something went wrong on our side. Please try again.' });
    expect(text).not.toMatch(/hunter2|at .*\.ts/);
  });

  it('marks every answer not cacheable', async () => {
    const res = await fetch(`${base()}/api/nothing-here`);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });
});
