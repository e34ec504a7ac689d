import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { connect } from 'node:net';

export interface MailCatcher {
  /** Its web inbox (and REST API: `GET /email`). */
  inboxUrl: string;
  close(): Promise<void>;
}

const READY_TIMEOUT_MS = 20_000;

const listening = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1')
      .once('connect', () => {
        socket.end();
        resolve(true);
      })
      .once('error', () => resolve(false));
  });

/**
 * MailDev (npm `maildev`): an SMTP server that keeps every message it is sent, a web inbox to
 * read them and a REST API the tests read. It runs in a process of its own: it exits on the
 * first SIGINT it sees, and the launcher stops the sender before it. Its messages are kept in
 * `mailDir`, so a restart of the dev stack shows them again.
 */
export async function startMailCatcher(options: { smtpPort: number; webPort: number; mailDir: string; logFile: string }): Promise<MailCatcher> {
  mkdirSync(options.mailDir, { recursive: true });
  const bin = createRequire(import.meta.url).resolve('maildev/bin/maildev');
  const args = ['--smtp', String(options.smtpPort), '--web', String(options.webPort), '--ip', '127.0.0.1', '--mail-directory', options.mailDir];
  // Its own process group, so Ctrl-C reaches it through the launcher, after the sender has stopped.
  const child = spawn(process.execPath, [bin, ...args], { detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const log = createWriteStream(options.logFile, { flags: 'a' });
  child.stdout.pipe(log);
  child.stderr.pipe(log);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));

  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };

  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!((await listening(options.smtpPort)) && (await listening(options.webPort)))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await close();
      throw new Error(`The mail catcher did not start on ports ${options.smtpPort} and ${options.webPort}: see ${options.logFile}`);
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  return { inboxUrl: `http://127.0.0.1:${options.webPort}`, close };
}
