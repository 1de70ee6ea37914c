// Shared set-up for browser journeys: the built web app, the whole product on an in-memory
// database serving it, and Debian's Chromium driven by playwright-core.
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startServer, type RunningServer } from '../../apps/api/src/bootstrap.js';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const webDist = join(repoRoot, 'apps/web/dist');

/** Builds apps/web once when there is no build to serve (about 10 s). */
export function ensureWebBuild(): void {
  if (existsSync(join(webDist, 'index.html'))) return;
  execSync('npm run build -w apps/web', { cwd: repoRoot, stdio: 'inherit' });
}

export async function startProduct(): Promise<RunningServer> {
  ensureWebBuild();
  return startServer({ port: 0, dataDir: undefined, demo: false, quiet: true, webDist });
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/** Screenshots for people, not assertions: written only when SHOTS_DIR is set. */
export async function snapshot(page: Page, name: string): Promise<void> {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: join(dir, `${name}.png`), fullPage: true });
}
