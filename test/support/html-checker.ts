/** The Nu HTML Checker (vnu-jar, on the Java the emulators run on), offline: its schemas are inside its jar. */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';

const VNU_JAR: string = String(createRequire(import.meta.url)('vnu-jar'));

interface VnuMessage {
  type: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** Every error the checker finds in the files, by file name; exits 1 when it finds any, so the JSON is read either way. */
export function checkHtml(files: string[]): Promise<Map<string, string[]>> {
  return new Promise((resolve, reject) => {
    execFile('java', ['-jar', VNU_JAR, '--errors-only', '--format', 'json', '--stdout', ...files], { maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) => {
      let messages: VnuMessage[];
      try {
        messages = (JSON.parse(stdout) as { messages: VnuMessage[] }).messages;
      } catch {
        reject(new Error(`the Nu HTML Checker did not run: ${error?.message ?? stderr}`));
        return;
      }
      const byFile = new Map<string, string[]>();
      for (const m of messages) {
        const file = m.url.split('/').pop() ?? m.url;
        byFile.set(file, [...(byFile.get(file) ?? []), `${m.type} line ${m.lastLine}: ${m.message} (${m.extract?.trim()})`]);
      }
      resolve(byFile);
    });
  });
}
