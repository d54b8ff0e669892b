import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { ROOT } from '../local-stack';
import { STOP_SIGNALS, commandLine, descendants, freePort, stopTree, takenPorts } from '../processes';

// A stand-in for firebase-tools: on SIGINT it exits at once, leaving behind the "emulator" it
// started in a process group of its own (as firebase-tools starts the Java Firestore emulator),
// which ignores SIGINT and keeps its port.
const PARENT = `
const { spawn } = require('node:child_process');
const child = spawn(process.execPath, ['-e', \`
  process.on('SIGINT', () => {});
  require('node:net').createServer().listen(Number(process.argv[1]), '127.0.0.1');
  setInterval(() => {}, 1000);
\`, process.argv[1]], { detached: true, stdio: 'ignore' });
process.on('SIGINT', () => process.exit(0));
setInterval(() => {}, 1000);
`;

const listening: Server[] = [];
afterEach(() => listening.splice(0).forEach((server) => server.close()));

describe('the ports a run needs', () => {
  it('names a taken port with what needs it and what to do, and passes a free one', async () => {
    const server = createServer();
    listening.push(server);
    const port = await new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as { port: number }).port)));
    const free = await freePort();
    const taken = await takenPorts([
      { port, what: 'the firestore emulator' },
      { port: free, what: 'the hosting emulator' },
    ]);
    expect(taken).toHaveLength(1);
    expect(taken[0]).toMatch(new RegExp(`^port ${port} \\(the firestore emulator\\) is taken.*stop the \`npm start\` or \`npm test\``));
  });
});

describe('stopping a process tree', () => {
  it('kills what the parent left running in its own process group, so its port is free again', async () => {
    const port = await freePort();
    const parent = spawn(process.execPath, ['-e', PARENT, String(port)], { stdio: 'ignore' });
    await expect.poll(() => takenPorts([{ port, what: 'the emulator' }]), { timeout: 10_000 }).toHaveLength(1);

    await stopTree(parent, 2_000);
    expect(parent.signalCode ?? parent.exitCode).not.toBeNull();
    await expect.poll(() => takenPorts([{ port, what: 'the emulator' }]), { timeout: 5_000 }).toEqual([]);
  }, 30_000);

  it('gives a parent that stops its own children the time to do so, with one SIGINT', async () => {
    const parent = spawn(process.execPath, ['-e', `let n = 0; process.on('SIGINT', () => { n += 1; setTimeout(() => process.exit(n), 300); }); setInterval(() => {}, 1000); console.log('ready');`], { stdio: ['ignore', 'pipe', 'ignore'] });
    // Signalled once its handler is in place, however busy the machine (not after a fixed wait).
    await new Promise((resolve) => parent.stdout.once('data', resolve));
    await stopTree(parent, 5_000);
    expect(parent.exitCode).toBe(1); // one signal, and a clean exit in its own time
  }, 30_000);
});

describe('npm start on Ctrl+C, SIGTERM and a closed terminal', () => {
  const dir = mkdtempSync(join(tmpdir(), 'blast-signals-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  // support/signal-host.ts stands in for start.ts: the same stopTreeOnSignals, a firebase-tools
  // stand-in that "exports" on SIGINT, and a Java-emulator stand-in in its own process group.
  it.each(STOP_SIGNALS)('on %s exports first, with one SIGINT, then stops every process it started and exits 0', async (signal) => {
    const port = await freePort();
    const exportFile = join(dir, `${signal}.export`);
    const host = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts', 'stack', '__tests__', 'support', 'signal-host.ts'), String(port), exportFile], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    host.stdout.on('data', (chunk) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => host.once('exit', (code) => resolve(code)));
    await expect.poll(() => takenPorts([{ port, what: 'the emulator' }]), { timeout: 15_000 }).toHaveLength(1);
    const started = descendants(host.pid!).map((pid) => ({ pid, cmdline: commandLine(pid) }));
    expect(started.length).toBeGreaterThanOrEqual(2); // the firebase-tools stand-in and its emulator

    host.kill(signal);
    expect(await exited).toBe(0);
    expect(output).toContain(`stopping on ${signal}`);
    expect(existsSync(exportFile) && readFileSync(exportFile, 'utf8')).toBe('exported\n');
    expect(started.filter(({ pid, cmdline }) => commandLine(pid) === cmdline)).toEqual([]);
    expect(await takenPorts([{ port, what: 'the emulator' }])).toEqual([]);
  }, 30_000);
});
