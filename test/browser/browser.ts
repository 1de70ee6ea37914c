// Shared set-up for browser journeys: the built web app, the whole product on an in-memory
// database serving it, and Debian's Chromium driven by playwright-core.
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
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

export interface BrowserProduct {
  server: RunningServer;
  browser: Browser;
}

/** The product and Chromium for one test file (call in beforeAll; pass the result to closeProduct). */
export async function startProductInBrowser(): Promise<BrowserProduct> {
  const server = await startProduct();
  return { server, browser: await launchChromium() };
}

export async function closeProduct(product: Partial<BrowserProduct>): Promise<void> {
  await product.browser?.close();
  await product.server?.close();
}

export interface PageOptions {
  width?: number;
  height?: number;
  /** The visitor's own zone, to show times are in the practice's zone. */
  timezoneId?: string;
  acceptDownloads?: boolean;
}

export async function openPage(browser: Browser, { width = 1280, height = 800, ...options }: PageOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height }, ...options });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return { context, page };
}

/** Logs in on the portal's login page. */
export async function logIn(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/portal/`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}
