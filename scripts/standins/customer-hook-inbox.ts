/**
 * `npm test`'s customer hook: the run's functions post every customer event here
 * (CUSTOMER_HOOK_URL of the run), and every alert to the owner (OPS_HOOK_URL, /hooks/ops, always
 * answered 200; `GET /__received?hook=ops` reads them). It answers 200, so that each payment of every suite costs the
 * queue one try; a test that plays the hook down sets the answer (`PUT /__answer?status=503`),
 * reads what came (`GET /__received`) and sets it back. On 127.0.0.1 only.
 */
import { createServer, type Server } from 'node:http';

export function startCustomerHookInbox(port: number): Promise<Server> {
  const received: { hook: string; body: unknown; status: number; at: string }[] = [];
  let answer = 200;
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method === 'PUT' && url.pathname === '/__answer') {
      answer = Number(url.searchParams.get('status') ?? 200);
      return void res.writeHead(204).end();
    }
    if (req.method === 'GET' && url.pathname === '/__received') {
      const hook = url.searchParams.get('hook') ?? 'customer';
      return void res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(received.filter((hit) => hit.hook === hook)));
    }
    const hook = { '/hooks/customer': 'customer', '/hooks/ops': 'ops' }[url.pathname];
    if (req.method !== 'POST' || !hook) return void res.writeHead(404).end();
    let body: unknown;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      body = null;
    }
    const status = hook === 'ops' ? 200 : answer;
    received.push({ hook, body, status, at: new Date().toISOString() });
    res.writeHead(status).end();
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
