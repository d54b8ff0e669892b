/**
 * `npm run hooks:inbox`: stands in for the external lead-automation webhooks on
 * 127.0.0.1:5055 (/hooks/blast, /hooks/lite, /hooks/snapshot), the customer hook (/hooks/customer) and the owner's alerts (/hooks/ops), printing each lead, customer event or alert that arrives and
 * answering 200. With it running beside `npm start`, pending leads are delivered on their next
 * attempt (at most 30 s later); without it, they wait and retry, as they would for a hook that is down.
 */
import { createServer } from 'node:http';

const PORT = Number(process.env.HOOKS_PORT ?? 5055);
const HOOKS = new Set(['/hooks/blast', '/hooks/lite', '/hooks/snapshot', '/hooks/customer', '/hooks/ops']);
const MAX_BODY = 64 * 1024;

const server = createServer((req, res) => {
  const chunks: Buffer[] = [];
  let size = 0;
  req.on('data', (chunk: Buffer) => {
    size += chunk.length;
    if (size <= MAX_BODY) chunks.push(chunk);
  });
  req.on('end', () => {
    if (req.method !== 'POST' || !HOOKS.has(req.url ?? '')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"unknown hook"}');
      return;
    }
    const text = Buffer.concat(chunks).toString('utf8');
    let lead: unknown = text;
    try {
      lead = JSON.parse(text);
    } catch {
      // printed as it came
    }
    console.log(`${new Date().toISOString()} ${req.url}`, lead);
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
});

server.listen(PORT, '127.0.0.1', () => console.log(`Hooks inbox on http://127.0.0.1:${PORT}/hooks/{blast,lite,snapshot,customer,ops}. Stop with Ctrl+C.`));
