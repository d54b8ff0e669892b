import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort, stopTree, takenPorts } from '../processes';

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
    const parent = spawn(process.execPath, ['-e', `let n = 0; process.on('SIGINT', () => { n += 1; setTimeout(() => process.exit(n), 300); }); setInterval(() => {}, 1000);`], { stdio: 'ignore' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await stopTree(parent, 5_000);
    expect(parent.exitCode).toBe(1); // one signal, and a clean exit in its own time
  }, 30_000);
});
