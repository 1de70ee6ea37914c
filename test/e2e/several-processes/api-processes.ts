// The test's side of api-process.ts: starts one API process (a real child `node` process running
// the product from its sources) on a database, collects what it hands to the mailer and the
// texter, and sends it commands.
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Command, Report } from './api-process.js';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export type MailHandover = Extract<Report, { kind: 'mail' }>;
export type TextHandover = Extract<Report, { kind: 'text' }>;

export class ApiProcess {
  readonly mails: MailHandover[] = [];
  readonly texts: TextHandover[] = [];
  private readonly replies = new Map<number, (reply: Extract<Report, { kind: 'reply' }>) => void>();
  private nextId = 1;
  private stderr = '';

  private constructor(
    readonly name: string,
    private readonly child: ChildProcess,
    readonly url: string,
  ) {}

  /** Starts the process on `databaseUrl`; resolves once it listens. */
  static start(name: string, databaseUrl: string): Promise<ApiProcess> {
    const child = fork(here('./api-process.ts'), [], {
      execArgv: ['--import', here('./register-ts-loader.mjs')],
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    });
    return new Promise((resolve, reject) => {
      let api: ApiProcess | undefined;
      let stderr = '';
      child.stderr!.on('data', (chunk) => (api ? (api.stderr += chunk) : (stderr += chunk)));
      child.once('exit', (code) => api || reject(new Error(`API process ${name} exited (${code}) before it listened:\n${stderr}`)));
      child.on('message', (report: Report) => {
        if (report.kind === 'ready') {
          api = new ApiProcess(name, child, report.url);
          api.stderr = stderr;
          resolve(api);
        } else api?.receive(report);
      });
    });
  }

  private receive(report: Report): void {
    if (report.kind === 'mail') this.mails.push(report);
    else if (report.kind === 'text') this.texts.push(report);
    else if (report.kind === 'reply') this.replies.get(report.id)?.(report);
  }

  private ask<T>(command: Command extends infer C ? (C extends Command ? Omit<C, 'id'> : never) : never): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.replies.set(id, (reply) => {
        this.replies.delete(id);
        if (reply.error) reject(new Error(`API process ${this.name}: ${reply.error}\n${this.stderr}`));
        else resolve(reply.result as T);
      });
      this.child.send({ ...command, id });
    });
  }

  /** Resolves once its reactions and projections have passed the end of the log (and it stays there). */
  settle(): Promise<void> {
    return this.ask({ command: 'settle' });
  }

  /** One pass of the appointment reminders at `at`; its report. */
  remind(at: Date): Promise<{ due: number; sent: number; skipped: number; failed: number }> {
    return this.ask({ command: 'remind', at: at.toISOString() });
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null || !this.child.connected) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    await this.ask({ command: 'stop' }).catch(() => this.child.kill());
    await exited;
  }
}
