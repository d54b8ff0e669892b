/**
 * The local stack's processes and ports: which ports are taken before a run starts (named, with
 * what to do), and stopping a process tree whole, the Java Firestore emulator (which
 * firebase-tools starts in a process group of its own) included.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';

export interface NamedPort {
  port: number;
  what: string;
}

const canListen = (port: number, host: string) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });

/** Who holds a port, as `ss` tells it: the process's name and pid, where ss can see them. */
function holder(port: number): { name: string; pid: number } | undefined {
  const out = spawnSync('ss', ['-Hltnp', `sport = :${port}`], { encoding: 'utf8', timeout: 5000 });
  const match = /users:\(\("([^"]+)",pid=(\d+)/.exec(out.stdout ?? '');
  return match ? { name: match[1], pid: Number(match[2]) } : undefined;
}

/**
 * The ports of `ports` that are taken on 127.0.0.1, each named with what needs it, who holds it
 * and what to do. Empty when every one is free.
 */
export async function takenPorts(ports: NamedPort[], host = '127.0.0.1'): Promise<string[]> {
  const taken: string[] = [];
  for (const { port, what } of ports) {
    if (await canListen(port, host)) continue;
    const by = holder(port);
    const todo = by ? `\`kill ${by.pid}\`` : `find it with \`ss -ltnp 'sport = :${port}'\` and stop it`;
    taken.push(
      `port ${port} (${what}) is taken${by ? ` by ${by.name} (pid ${by.pid})` : ''}: stop the \`npm start\` or \`npm test\` that holds it, or an emulator left running (${todo}), then run again`,
    );
  }
  return taken;
}

/** A free port on 127.0.0.1, chosen by the system. */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen({ port: 0, host }, () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const parentOf = (pid: number): number | undefined => {
  try {
    // /proc/PID/stat: "pid (comm) state ppid ...", where comm may hold spaces and parentheses.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
};

export const commandLine = (pid: number): string => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
  } catch {
    return '';
  }
};

/** Every live descendant of `pid` (Linux /proc; none elsewhere). */
export function descendants(pid: number): number[] {
  if (!existsSync('/proc')) return [];
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const ppid = parentOf(Number(name));
    if (ppid !== undefined) children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
  }
  const found: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    for (const child of children.get(queue.shift()!) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

/** The nearest ancestor of this process whose command line matches `pattern`. */
export function ancestorMatching(pattern: RegExp, from = process.pid): number | undefined {
  for (let pid = parentOf(from), hops = 0; pid && pid > 1 && hops < 64; pid = parentOf(pid), hops += 1) {
    if (pattern.test(commandLine(pid))) return pid;
  }
  return undefined;
}

const alive = (pid: number, cmdline: string) => commandLine(pid) === cmdline && cmdline !== '';

/**
 * Stops `child` and everything it started: one SIGINT (firebase-tools then exports its data and
 * stops its emulators; a second signal would make it skip that), up to `graceMs` to exit, then
 * SIGKILL for whatever of its tree is still running: a Java emulator in its own process group
 * outlives its parent otherwise, holding its port.
 */
export async function stopTree(child: ChildProcess, graceMs: number): Promise<void> {
  if (child.pid === undefined) return;
  const tree = [child.pid, ...descendants(child.pid)].map((pid) => ({ pid, cmdline: commandLine(pid) }));
  const exited = child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((resolve) => child.once('exit', () => resolve()));
  if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, graceMs))]);
  const later = tree.concat(descendants(child.pid).map((pid) => ({ pid, cmdline: commandLine(pid) })));
  const killed = later.filter(({ pid, cmdline }) => alive(pid, cmdline));
  for (const { pid } of killed) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone in the meantime
    }
  }
  // A SIGKILL is sent at once but the process ends when it is next scheduled (late on a busy
  // machine): answer once each is gone, so that whoever stops the tree finds its ports free.
  const until = Date.now() + KILLED_EXIT_MS;
  while (killed.some(({ pid, cmdline }) => alive(pid, cmdline)) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
}

/**
 * The environment variable that names one run: every process the run starts inherits it (the
 * emulators, the functions' workers, vitest, Playwright and its browser), even one whose parent
 * died and left it to init, so the run can find and stop them all.
 */
export const RUN_MARK = 'BLAST_RUN';

const environOf = (pid: number): string[] => {
  try {
    return readFileSync(`/proc/${pid}/environ`, 'latin1').split('\0');
  } catch {
    return [];
  }
};

/** The live processes, other than this one, whose environment names the run `run` (Linux /proc; none elsewhere). */
function processesOfRun(run: string): { pid: number; cmdline: string }[] {
  if (!existsSync('/proc')) return [];
  const mark = `${RUN_MARK}=${run}`;
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name) && Number(name) !== process.pid)
    .map(Number)
    .filter((pid) => environOf(pid).includes(mark))
    .map((pid) => ({ pid, cmdline: commandLine(pid) }));
}

/** Kills every process still running of the run `run` and waits for them to be gone; answers what it stopped. */
export async function stopRun(run: string): Promise<string[]> {
  const left = processesOfRun(run);
  for (const { pid } of left) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone in the meantime
    }
  }
  const until = Date.now() + KILLED_EXIT_MS;
  while (left.some(({ pid, cmdline }) => alive(pid, cmdline)) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
  return left.map(({ pid, cmdline }) => `${pid} ${cmdline.slice(0, 120)}`);
}

/** How long stopTree waits for the processes it killed to be gone. */
const KILLED_EXIT_MS = 10_000;

/** The signals that end `npm start`: Ctrl+C, a plain kill, a closed terminal. */
export const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/**
 * Ties this process's life to `child`'s tree: each of STOP_SIGNALS (and the answer's `stop`, for
 * other reasons to stop) stops the whole tree once with stopTree, `announce`d first, then exits
 * 0; when `child` exits by itself, this process exits with its code.
 */
export function stopTreeOnSignals(child: ChildProcess, graceMs: number, announce: (why: string) => void): { stop: (why: string) => void } {
  let stopping = false;
  const stop = (why: string) => {
    if (stopping) return;
    stopping = true;
    announce(why);
    void stopTree(child, graceMs).then(() => process.exit(0));
  };
  for (const signal of STOP_SIGNALS) process.on(signal, () => stop(signal));
  child.on('exit', (code) => stopping || process.exit(code ?? 1));
  return { stop };
}
