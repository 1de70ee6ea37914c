// Jest global set-up: browser journeys need the built web app and Chromium (Debian's, at /usr/bin/chromium, or
// CHROMIUM_PATH). On a fresh machine `npm test` installs it when it runs as root (apt-get, about
// a minute, once); otherwise it stops with what to run. Journeys are never skipped silently.
// Plain JavaScript: Jest loads this file before any transform is set up.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Whether this run selects browser journeys: a whole run, or a path naming test/browser. */
const runsBrowserJourneys = (globalConfig) => {
  const patterns = globalConfig.testPathPatterns?.patterns ?? (globalConfig.testPathPattern ? [globalConfig.testPathPattern] : []);
  if (patterns.length === 0) return true;
  return patterns.some((p) => /browser/.test(p) || 'test/browser/'.startsWith(p.replace(/^\.\//, '')));
};

/**
 * Builds apps/web once, before any worker starts, when there is no build to serve (two workers
 * building at once would overwrite each other's files). A production build: the journeys test
 * what `npm start` serves (Jest's NODE_ENV=test would give React's development build).
 */
function ensureWebBuild() {
  const webDist = process.env.WEB_DIST ?? new URL('../../apps/web/dist', import.meta.url).pathname;
  if (existsSync(`${webDist}/index.html`)) return;
  console.log('\nBuilding the web app for the browser journeys (once)...');
  execSync('npm run build -w apps/web', { cwd: new URL('../..', import.meta.url).pathname, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}

export default function ensureChromium(globalConfig) {
  if (!runsBrowserJourneys(globalConfig)) return;
  ensureWebBuild();
  if (existsSync(chromiumPath())) return;
  if (process.env.CHROMIUM_PATH) throw new Error(`CHROMIUM_PATH is set to ${process.env.CHROMIUM_PATH}, which does not exist.`);
  if (process.getuid?.() !== 0) {
    throw new Error('The browser journeys need Chromium at /usr/bin/chromium: run `sudo apt-get install chromium` (or set CHROMIUM_PATH), then `npm test` again.');
  }
  console.log('\nChromium is missing: installing Debian\'s chromium for the browser journeys (about a minute, once)...');
  execSync('apt-get update -qq && apt-get install -y -qq chromium', { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (!existsSync(chromiumPath())) throw new Error('apt-get finished but /usr/bin/chromium is still missing.');
}
