// The guard `npm test` preloads into every Node process: it must refuse and report what leaves
// this machine, and let 127.0.0.1 through.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../local-stack';

const CHILD = `
const net = require('node:net');
const dns = require('node:dns');
const server = net.createServer((socket) => socket.end('local ok')).listen(0, '127.0.0.1', async () => {
  const results = {};
  const attempt = (host, port) => new Promise((done) => {
    const socket = net.connect(port, host);
    socket.on('data', (data) => done(String(data)));
    socket.on('error', (error) => done(error.message));
  });
  results.local = await attempt('127.0.0.1', server.address().port);
  results.remote = await attempt('192.0.2.1', 80);
  results.lookup = await new Promise((done) => dns.lookup('metadata.google.internal.', (error) => done(error ? error.code : 'resolved')));
  results.fetch = await fetch('http://169.254.169.254/computeMetadata/v1/').then(() => 'answered', (error) => String(error.cause && error.cause.message));
  console.log(JSON.stringify(results));
  server.close();
});
`;

describe('the outbound-connection guard of npm test', () => {
  it('refuses and reports a connection or lookup beyond 127.0.0.1, and lets the machine itself through', () => {
    const log = join(mkdtempSync(join(tmpdir(), 'net-guard-')), 'outbound.log');
    const child = spawnSync(process.execPath, ['--require', join(ROOT, 'scripts', 'stack', 'net-guard.cjs'), '-e', CHILD], {
      env: { ...process.env, NODE_OPTIONS: '', BLAST_NET_GUARD_LOG: log },
      encoding: 'utf8',
      timeout: 20_000,
    });
    const results = JSON.parse(child.stdout.trim().split('\n').pop()!);
    expect(results.local).toBe('local ok');
    expect(results.remote).toMatch(/net-guard: connect 192\.0\.2\.1:80 refused/);
    expect(results.lookup).toBe('ENOTFOUND');
    expect(results.fetch).toMatch(/net-guard: connect 169\.254\.169\.254:80 refused/);
    const entries = readFileSync(log, 'utf8').trim().split('\n').map((line) => JSON.parse(line));
    expect(entries.map((e) => `${e.kind} ${e.target}`)).toEqual(['connect 192.0.2.1:80', 'lookup metadata.google.internal.', 'connect 169.254.169.254:80']);
  });
});
