// Shared set-up for browser journeys: the built web app, the whole product on an in-memory
// database serving it, and Debian's Chromium driven by playwright-core.
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { jest } from '@jest/globals';
import { DateTime } from 'luxon';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { startServer, type RunningServer } from '../../apps/api/src/bootstrap.js';
import { pgliteTemplate } from '#testing/postgres';
import { AdjustableClock } from '../../apps/api/src/infrastructure/clock.js';
import { TEST_SIGN_IN_LIMITS } from '../support/test-server.js';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
/** The built web app the journeys serve (WEB_DIST: another build, e.g. to see a new step fail on the old one). */
export const webDist = process.env.WEB_DIST ?? join(repoRoot, 'apps/web/dist');

/**
 * A journey that asks for it runs in one fixed week, so it never depends on today's date or the
 * day of the week: the server's clock and every page's clock start at JOURNEY_START (a Wednesday,
 * 10:00 in New York, far from a change of summer time) and run on from there.
 */
export const JOURNEY_START = new Date('2031-06-11T14:00:00Z');
const journeyClock = new AdjustableClock();
journeyClock.advance(JOURNEY_START.getTime() - Date.now());
/** Products (by their browser) that run on the journeys' clock: openPage installs it in each page. */
const onJourneyClock = new WeakSet<Browser>();

/** Moves the journeys' clock on (time passing between two parts of a journey); pages opened afterwards start there. */
export function advanceJourneyClock(ms: number): void {
  journeyClock.advance(ms);
}

/** Now on the journeys' clock, in `zone` (the test's side of a journey that runs on it). */
export function journeyNow(zone = 'America/New_York'): DateTime {
  return DateTime.fromJSDate(journeyClock.now()).setZone(zone);
}

/**
 * Builds apps/web when there is no build to serve (about 10 s). Jest's global set-up does this
 * once before any worker starts (test/support/ensure-chromium.js); this is the fallback for a
 * build removed mid-run. NODE_ENV=production: the journeys test what `npm start` serves, not a
 * development build (Jest sets NODE_ENV=test, which Vite would otherwise pass to React).
 */
export function ensureWebBuild(): void {
  if (existsSync(join(webDist, 'index.html'))) return;
  execSync('npm run build -w apps/web', { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}

/**
 * How long one browser step may wait. Generous because two suites share two cores with Chromium
 * and the server; a step that passes waits only as long as it must (never a timed assertion).
 */
export const STEP_TIMEOUT_MS = 30_000;
// A journey of a dozen steps on a loaded machine needs more than Jest's default minute.
jest.setTimeout(180_000);

export interface ProductOptions {
  /** Run the server and every page on the journeys' clock (see JOURNEY_START) instead of today's. */
  fixedClock?: boolean;
  /** Start with the demo practice (seeded around the server's clock). */
  demo?: boolean;
}

export async function startProduct({ fixedClock = false, demo = false }: ProductOptions = {}): Promise<RunningServer> {
  ensureWebBuild();
  return startServer({ port: 0, dataDir: undefined, pgliteImage: await pgliteTemplate(), passwordHashing: 'light', demo, quiet: true, webDist, clock: fixedClock ? journeyClock : undefined, signInLimits: TEST_SIGN_IN_LIMITS });
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
}

/** Screenshots for people, not assertions: written only when SHOTS_DIR is set. */
/**
 * The page's width once its layout has settled at most `width` wide (up to 5 s after a resize: MUI
 * and SurveyJS lay out again in later frames), or the width it still has then. A check of "no
 * sideways scroll" read right after setViewportSize could see the layout of the wider window.
 */
export async function settledPageWidth(page: Page, width: number): Promise<number> {
  await page.waitForFunction((w) => document.documentElement.scrollWidth <= w, width, { timeout: 5_000 }).catch(() => undefined);
  return page.evaluate(() => document.documentElement.scrollWidth);
}

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
export async function startProductInBrowser(options: ProductOptions = {}): Promise<BrowserProduct> {
  const server = await startProduct(options);
  const browser = await launchChromium();
  if (options.fixedClock) onJourneyClock.add(browser);
  return { server, browser };
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
  // The page's clock runs on from the server's (timers keep real time, so debounces still fire).
  if (onJourneyClock.has(browser)) await context.clock.install({ time: journeyClock.now() });
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  return { context, page };
}

/** Logs in on the portal's login page. */
export async function logIn(page: Page, baseUrl: string, email: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/portal/`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}
