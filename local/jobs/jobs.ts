import { spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import type { MailJobsReport } from '../../functions/src/public';
import { ROOT, type Profile } from '../stack/profiles';
import { describeReport } from './report';

const CLI = resolve(ROOT, 'local/jobs/mail-jobs-cli.ts');

export interface MailJobsTimer {
  stop(): Promise<void>;
}

/**
 * The launcher's stand-in for Cloud Scheduler: `npm run reminders` for the profile's stack now
 * and every `everyMs`, each run a process of its own (as each scheduled run is an invocation of
 * its own), never two at a time. A run that wrote something is logged.
 */
export function runMailJobsEvery(profile: Profile, everyMs: number, log: (line: string) => void): MailJobsTimer {
  let running: ChildProcess | null = null;
  let stopped = false;

  function run() {
    if (running || stopped) return;
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, '--profile', profile.name, '--json'], {
      cwd: ROOT,
      env: process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    running = child;
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('exit', (code) => {
      running = null;
      if (stopped) return;
      if (code !== 0) {
        log(`mail jobs failed (exit ${code}): ${err.trim().split('\n').slice(-3).join(' ')}`);
        return;
      }
      const report = JSON.parse(out) as MailJobsReport;
      if (report.reminders.written || report.digests.written) log(describeReport(report));
    });
  }

  run();
  const timer = setInterval(run, everyMs);
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      const child = running;
      if (!child) return;
      await new Promise((done) => {
        child.once('exit', done);
        child.kill('SIGTERM');
      });
    },
  };
}
