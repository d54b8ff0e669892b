// A routes table mounted in-process: where each route reads its input, what it answers, and the
// 405 every other method gets (test/api.test.ts checks the real routes through Hosting).
import { Router } from 'express';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serveInProcess } from './in-process';
import { HttpError } from '../http/errors';
import { mount, route } from '../http/mount';

const LIST_THINGS = { method: 'GET', path: '/api/probe/things' } as const;
const ADD_THING = { method: 'POST', path: '/api/probe/things' } as const;
const RENAME_THING = { method: 'POST', path: '/api/probe/things/:id/rename' } as const;
const SHELF = { method: 'POST', path: '/api/probe/shelves/:shelf' } as const;

const probe = Router();
mount(probe, [
  route({ endpoint: LIST_THINGS, input: z.object({ limit: z.coerce.number().int() }).strict(), answer: ({ input }) => ({ limit: input.limit }) }),
  route({ endpoint: ADD_THING, input: z.object({ name: z.string().min(1) }).strict(), status: 201, answer: ({ input }) => ({ added: input.name }) }),
  route({
    endpoint: RENAME_THING,
    input: z.object({ id: z.string().regex(/^t\d+$/, 'must be a thing id') }),
    respond: ({ input }, res) => void res.setHeader('X-Thing', input.id).json({ renamed: input.id }),
  }),
  route({
    endpoint: SHELF,
    params: ({ shelf }) => {
      if (shelf !== 'top') throw new HttpError(404, `No shelf ${shelf}`);
      return { shelf };
    },
    input: z.object({ name: z.string() }).strict(),
    from: 'body',
    answer: ({ params, input }) => ({ shelf: params.shelf, name: input.name }),
  }),
]);

const base = serveInProcess([probe]);

const post = (path: string, body: unknown) => fetch(base() + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const answerOf = async (res: Response) => [res.status, await res.json()];

describe('a routes table, mounted', () => {
  it('serves both methods of a shared path, and answers any other with a 405 allowing both, in the table\'s order', async () => {
    expect(await answerOf(await fetch(`${base()}/api/probe/things?limit=3`))).toEqual([200, { limit: 3 }]);
    expect(await answerOf(await post('/api/probe/things', { name: 'lamp' }))).toEqual([201, { added: 'lamp' }]);
    const res = await fetch(`${base()}/api/probe/things`, { method: 'DELETE' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, POST');
    expect(await res.json()).toEqual({ error: 'DELETE is not allowed on /api/probe/things; use GET or POST' });
  });

  it('allows only its own method on a path of one route', async () => {
    const res = await fetch(`${base()}/api/probe/things/t1/rename`);
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
  });

  it('reads a GET\'s input from the query, a POST\'s from the body, and a path\'s parameters from the path, naming the field to blame', async () => {
    expect(await answerOf(await fetch(`${base()}/api/probe/things?limit=many`))).toEqual([400, { error: expect.stringMatching(/^limit/), field: 'limit' }]);
    expect(await answerOf(await post('/api/probe/things?name=lamp', {}))).toEqual([400, { error: 'name is required', field: 'name' }]);
    expect(await answerOf(await post('/api/probe/things/x9/rename', { id: 't1' }))).toEqual([400, { error: 'id: must be a thing id', field: 'id' }]);
  });

  it('lets a route write its own answer', async () => {
    const res = await post('/api/probe/things/t7/rename', {});
    expect(res.headers.get('x-thing')).toBe('t7');
    expect(await answerOf(res)).toEqual([200, { renamed: 't7' }]);
  });

  it('reads the path before the body: a path that names nothing is refused whatever the body', async () => {
    expect(await answerOf(await post('/api/probe/shelves/attic', { colour: 'red' }))).toEqual([404, { error: 'No shelf attic' }]);
    expect(await answerOf(await post('/api/probe/shelves/top', { name: 'lamp', colour: 'red' }))).toEqual([400, { error: 'colour is not a field this endpoint accepts', field: 'colour' }]);
    expect(await answerOf(await post('/api/probe/shelves/top', { name: 'lamp' }))).toEqual([200, { shelf: 'top', name: 'lamp' }]);
  });
});
