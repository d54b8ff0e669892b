/**
 * A stand-in for `npm start`, for processes.test.ts: starts a stand-in for firebase-tools as
 * start.ts does (detached), and hands it to stopTreeOnSignals. The firebase-tools stand-in, on
 * SIGINT, writes its "export" to EXPORT_FILE and exits; the "Java emulator" it started in a process
 * group of its own ignores SIGINT and holds PORT, as the Firestore emulator does.
 * Usage: node --import tsx signal-host.ts PORT EXPORT_FILE
 */
import { spawn } from 'node:child_process';
import { stopTreeOnSignals } from '../../processes';

const [port, exportFile] = process.argv.slice(2);
const FIREBASE_TOOLS = `
const { spawn } = require('node:child_process');
spawn(process.execPath, ['-e', \`
  process.on('SIGINT', () => {});
  require('node:net').createServer().listen(Number(process.argv[1]), '127.0.0.1');
  setInterval(() => {}, 1000);
\`, process.argv[1]], { detached: true, stdio: 'ignore' });
process.on('SIGINT', () => {
  require('node:fs').appendFileSync(process.argv[2], 'exported\\n');
  setTimeout(() => process.exit(0), 200);
});
setInterval(() => {}, 1000);
`;
const suite = spawn(process.execPath, ['-e', FIREBASE_TOOLS, port, exportFile], { detached: true, stdio: 'ignore' });
stopTreeOnSignals(suite, 5_000, (why) => console.log(`stopping on ${why}`));
console.log(`firebase-tools stand-in ${suite.pid}`);
