/**
 * What the functions logged, as the emulator suite's logging emulator keeps it: the same stream the
 * Emulator UI shows, every entry since the suite started and then each new one, over a WebSocket
 * (firebase-tools' lib/emulator/loggingEmulator.js). A test counts the lines it expects.
 */
import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import type { Duplex } from 'node:stream';
import { HOST, emulatorPorts } from './local-stack';

/** One entry as the logging emulator sends it: its level, its message and the data logged with it. */
export interface LogEntry {
  level: string;
  message: string;
  data: Record<string, unknown>;
}

const loggingPort = () => {
  const port = emulatorPorts().find(({ what }) => what === 'the logging emulator')?.port;
  if (!port) throw new Error('no logging emulator port in firebase.json');
  return port;
};

/** Reads the text frames of a WebSocket's server side (unmasked, each message one frame, as `ws` sends them). */
function readFrames(socket: Duplex, head: Buffer, onText: (text: string) => void): void {
  let buffer = head;
  const take = () => {
    for (;;) {
      if (buffer.length < 2) return;
      const opcode = buffer[0] & 0x0f;
      let length = buffer[1] & 0x7f;
      let offset = 2;
      if (length === 126) {
        if (buffer.length < 4) return;
        length = buffer.readUInt16BE(2);
        offset = 4;
      } else if (length === 127) {
        if (buffer.length < 10) return;
        length = Number(buffer.readBigUInt64BE(2));
        offset = 10;
      }
      if (buffer.length < offset + length) return;
      const payload = buffer.subarray(offset, offset + length);
      buffer = buffer.subarray(offset + length);
      if (opcode === 1) onText(payload.toString('utf8'));
    }
  };
  take();
  socket.on('data', (chunk: Buffer) => {
    buffer = Buffer.concat([buffer, chunk]);
    take();
  });
}

/**
 * The functions' log, from the suite's start, read until `done` holds of what came (the emulator
 * sends its history first, then each new entry, in order): so a test that waits for a line its own
 * request logs last has every line logged before it. Past `timeoutMs`, throws with what came.
 */
export function emulatorLogUntil(what: string, done: (entries: LogEntry[]) => boolean, { timeoutMs = 30_000, whileReading }: { timeoutMs?: number; whileReading?: () => Promise<unknown> } = {}): Promise<LogEntry[]> {
  return new Promise((resolve, reject) => {
    const req = request({ host: HOST, port: loggingPort(), path: '/', headers: { connection: 'Upgrade', upgrade: 'websocket', 'sec-websocket-key': randomBytes(16).toString('base64'), 'sec-websocket-version': '13' } });
    req.on('error', reject);
    req.on('response', (res) => reject(new Error(`the logging emulator did not open a WebSocket: HTTP ${res.statusCode}`)));
    req.on('upgrade', (_res, socket, head) => {
      const entries: LogEntry[] = [];
      const end = (outcome: () => void) => {
        clearTimeout(timer);
        socket.destroy();
        outcome();
      };
      const timer = setTimeout(() => end(() => reject(new Error(`${what}: not so after ${timeoutMs / 1000} s of the functions' log (${entries.length} entries)`))), timeoutMs);
      readFrames(socket, head, (text) => {
        entries.push(JSON.parse(text) as LogEntry);
        if (done(entries)) end(() => resolve(entries));
      });
      whileReading?.().catch((err: unknown) => end(() => reject(err)));
    });
    req.end();
  });
}

/** The entries whose message says `message` and whose data (or text) names `id`. */
export const entriesOf = (entries: LogEntry[], message: string, id: string) => entries.filter((entry) => JSON.stringify(entry).includes(message) && JSON.stringify(entry).includes(id));
