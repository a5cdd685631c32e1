/**
 * `npm run bench:client` (after `npm run build`): what each route of the web client downloads on a
 * first visit, compressed as the server sends it (gzip and Brotli, the levels of
 * scripts/compress-client.mjs). Routes are lazy (client/app/router.tsx): a route loads the entry
 * chunk and its static imports, then its page chunk and the page's static imports (and, for a
 * signed-in route, the signed-in shell's; for a screen declared withData, or inside the signed-in
 * shell, the QueryClient provider's), read from Vite's manifest (dist/client/.vite/manifest.json).
 *
 * Then, when Lighthouse is installed and Chromium is found (CHROME_PATH, default /usr/bin/chromium),
 * it runs Lighthouse's mobile profile against the real server on a fresh demo database, on /,
 * /auth and /dashboard (signed in: a learner token in localStorage), and reports the
 * performance, accessibility and best-practices scores.
 *
 *   npm run build && npm run bench:client        options: --no-lighthouse  --runs 1  --reports DIR
 *
 * --reports DIR keeps every Lighthouse report (JSON) there, to see what a score is made of.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type * as ChromeLauncher from 'chrome-launcher';
import type Lighthouse from 'lighthouse';
import type Puppeteer from 'puppeteer-core';
import { paths } from '../client/lib/paths';
import { Args } from './lib/args';
import { ROOT } from './lib/datasets';
import { runMain, stampOf, writeResults } from './lib/results';
import { startServer, type RunningServer } from './lib/server';

const args = new Args();
const CLIENT_DIST = join(ROOT, 'dist', 'client');
const MANIFEST = join(CLIENT_DIST, '.vite', 'manifest.json');
const ROUTER = join(ROOT, 'client', 'app', 'router.tsx');
const TOKEN_KEY = 'certdrill.accessToken';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  name?: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface Route {
  path: string;
  page: string;
  signedIn: boolean;
  /** Loads with the QueryClient provider (router.tsx's withData). */
  data: boolean;
}

/** The module router.tsx's withData loads with each data screen. */
const QUERY_PROVIDER = 'app/query-provider';

/** The routes of client/app/router.tsx: path, the lazily imported page module (manifest key), whether it sits in the signed-in shell and whether it loads the QueryClient provider. */
function readRoutes(): { routes: Route[]; shell: string } {
  const source = readFileSync(ROUTER, 'utf8');
  const lazy = new Map<string, string>();
  const withData = new Set<string>();
  for (const m of source.matchAll(/const (\w+) = (lazy|withData)\(\(\) => import\('([^']+)'\)\)/g)) {
    lazy.set(m[1]!, posix.join('app', m[3]!).replace(/^app\/\.\.\//, ''));
    if (m[2] === 'withData') withData.add(m[1]!);
  }
  const routes: Route[] = [];
  let inSignedIn = false;
  for (const line of source.split('\n')) {
    if (line.includes('element: page(SignedIn)')) inSignedIn = true;
    else if (inSignedIn && /^\s{4}\],?\s*$/.test(line)) inSignedIn = false;
    // A route's path is written out ('*') or one of client/lib/paths.ts's patterns (P.dashboard).
    const m = /path: (?:'([^']+)'|P\.(\w+)), element: page\((\w+)\)/.exec(line);
    const pattern: unknown = m?.[2] ? (paths.patterns as Record<string, unknown>)[m[2]] : undefined;
    const path = m?.[1] ?? (typeof pattern === 'string' ? pattern : undefined);
    if (m && path && lazy.has(m[3]!)) routes.push({ path, page: lazy.get(m[3]!)!, signedIn: inSignedIn, data: withData.has(m[3]!) || (inSignedIn && withData.has('SignedIn')) });
  }
  const shell = lazy.get('SignedIn');
  if (routes.length === 0 || !shell) throw new Error(`could not read the routes of ${ROUTER}`);
  return { routes, shell };
}

function manifestKey(manifest: Manifest, modulePath: string): string {
  // A lazy module whose chunk took in shared code (vite.config.ts, experimentalMinChunkSize) is
  // listed under its chunk's name rather than its source path.
  const name = posix.basename(modulePath);
  const key =
    Object.keys(manifest).find((k) => k.replace(/\.(tsx?|jsx?)$/, '') === modulePath) ??
    Object.keys(manifest).find((k) => manifest[k]!.isDynamicEntry && manifest[k]!.name === name) ??
    importerChunk(manifest, modulePath);
  if (!key) throw new Error(`${modulePath} is not in the Vite manifest`);
  return key;
}

/**
 * A lazy module that another lazy module of its folder imports statically shares that module's
 * chunk, listed under the importer's name (the quiz page lives in the attempt page's chunk).
 */
function importerChunk(manifest: Manifest, modulePath: string): string | undefined {
  const dir = join(ROOT, 'client', posix.dirname(modulePath));
  const name = posix.basename(modulePath);
  for (const file of readdirSync(dir)) {
    if (!/\.tsx?$/.test(file) || /\.test\./.test(file)) continue;
    if (!new RegExp(`from '\\./${name}'`).test(readFileSync(join(dir, file), 'utf8'))) continue;
    const importer = file.replace(/\.tsx?$/, '');
    const key = Object.keys(manifest).find((k) => manifest[k]!.isDynamicEntry && manifest[k]!.name === importer);
    if (key) return key;
  }
  return undefined;
}

/** A chunk and everything it imports statically (what loads with it, before any further lazy import). */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

interface Sizes {
  raw: number;
  gzip: number;
  brotli: number;
}

const sizeCache = new Map<string, Sizes>();
function sizesOf(file: string): Sizes {
  let s = sizeCache.get(file);
  if (!s) {
    const data = readFileSync(join(CLIENT_DIST, file));
    s = {
      raw: data.length,
      gzip: gzipSync(data, { level: 9 }).length,
      brotli: brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } }).length,
    };
    sizeCache.set(file, s);
  }
  return s;
}

const sum = (files: Iterable<string>): Sizes & { files: number } => {
  const total = { raw: 0, gzip: 0, brotli: 0, files: 0 };
  for (const f of files) {
    const s = sizesOf(f);
    total.raw += s.raw;
    total.gzip += s.gzip;
    total.brotli += s.brotli;
    total.files++;
  }
  return total;
};

interface RouteBundle {
  path: string;
  js: ReturnType<typeof sum>;
  css: ReturnType<typeof sum>;
  jsFiles: string[];
  cssFiles: string[];
}

function routeBundles(): { html: Sizes; routes: RouteBundle[] } {
  if (!existsSync(MANIFEST)) throw new Error(`${MANIFEST} is missing: run npm run build first (vite.config.ts sets build.manifest)`);
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entry) throw new Error('the Vite manifest has no entry');
  const { routes, shell } = readRoutes();
  return {
    html: sizesOf('index.html'),
    routes: routes.map((route) => {
      const keys = staticClosure(manifest, entry);
      staticClosure(manifest, manifestKey(manifest, route.page), keys);
      if (route.signedIn) staticClosure(manifest, manifestKey(manifest, shell), keys);
      if (route.data) staticClosure(manifest, manifestKey(manifest, QUERY_PROVIDER), keys);
      const jsFiles = [...keys].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
      const cssFiles = [...new Set([...keys].flatMap((k) => manifest[k]!.css ?? []))];
      return { path: route.path, js: sum(jsFiles), css: sum(cssFiles), jsFiles, cssFiles };
    }),
  };
}

// ---- Lighthouse ----

interface LighthouseScores {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  metrics: Record<string, string>;
  /** Accessibility and best-practice audits that did not pass. */
  failed: string[];
}

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

async function lighthouseScores(): Promise<LighthouseScores[] | string> {
  const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromePath)) return `no Chromium at ${chromePath} (set CHROME_PATH)`;
  let lighthouse: typeof Lighthouse;
  let chromeLauncher: typeof ChromeLauncher;
  let puppeteer: typeof Puppeteer;
  try {
    lighthouse = (await import('lighthouse')).default;
    chromeLauncher = await import('chrome-launcher');
    puppeteer = (await import('puppeteer-core')).default;
  } catch {
    return 'Lighthouse is not installed';
  }
  // The real server, on a fresh database with the demo question bank, serving dist/client.
  const dir = mkdtempSync(join(tmpdir(), 'certdrill-lighthouse-'));
  let server: RunningServer | undefined;
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    server = await startServer({ databaseUrl: `file:${join(dir, 'app.db')}`, env: { SEED_DEMO: 'true' } });
    const res = await fetch(`${server.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'lighthouse@bench.certdrill.test', password: 'quiet-orchid-harbour-7', firstName: 'Light', lastName: 'House' }),
    });
    if (!res.ok) throw new Error(`registering the Lighthouse learner failed: ${res.status} ${await res.text()}`);
    const { accessToken } = (await res.json()) as { accessToken: string };
    const runs = Math.max(1, args.number('runs', 1));
    const out: LighthouseScores[] = [];
    for (const path of ['/', '/auth', '/dashboard']) {
      const signedIn = path === '/dashboard';
      if (signedIn) {
        // The token where the client keeps it; Lighthouse must then leave storage alone.
        const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
        const page = await browser.newPage();
        await page.goto(`${server.url}/robots.txt`);
        await page.evaluate((key, token) => localStorage.setItem(key, token), TOKEN_KEY, accessToken);
        await page.close();
        await browser.disconnect();
      }
      const scores: LighthouseScores[] = [];
      for (let i = 0; i < runs; i++) {
        const result = await lighthouse(`${server.url}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
          disableStorageReset: signedIn,
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${path}`);
        const reports = args.string('reports', '');
        if (reports) {
          mkdirSync(reports, { recursive: true });
          writeFileSync(join(reports, `${path === '/' ? 'root' : path.slice(1).replace(/\W+/g, '_')}-${i + 1}.json`), JSON.stringify(result.lhr));
        }
        const { categories, audits, finalDisplayedUrl } = result.lhr;
        const failed = ['accessibility', 'best-practices'].flatMap((c) =>
          (categories[c]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && (audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => {
              const details = audits[ref.id]!.details as { items?: { issueType?: string; subItems?: { items?: unknown[] } }[] } | undefined;
              const issues = (details?.items ?? []).map((i) => i.issueType).filter(Boolean);
              return `${c}: ${audits[ref.id]!.title}${issues.length > 0 ? ` (${issues.join(', ')})` : ''}`;
            }),
        );
        if (signedIn && !finalDisplayedUrl.endsWith('/dashboard')) throw new Error(`${path} ended on ${finalDisplayedUrl}: not signed in`);
        const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
        const metric = (id: string) => audits[id]?.displayValue ?? '';
        scores.push({
          path,
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          metrics: {
            FCP: metric('first-contentful-paint'),
            LCP: metric('largest-contentful-paint'),
            TBT: metric('total-blocking-time'),
            CLS: metric('cumulative-layout-shift'),
            'Speed Index': metric('speed-index'),
          },
          failed,
        });
      }
      // The median run by performance score.
      out.push(scores.sort((a, b) => a.performance - b.performance)[Math.floor(scores.length / 2)]!);
    }
    return out;
  } finally {
    chrome.kill();
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

const kb = (n: number) => (n / 1024).toFixed(1);

async function main(): Promise<void> {
  const bundles = routeBundles();
  const lines = [
    `# Client bundle per route (${new Date().toISOString()})`,
    '',
    `index.html: ${kb(bundles.html.raw)} KiB raw, ${kb(bundles.html.gzip)} KiB gzip, ${kb(bundles.html.brotli)} KiB Brotli.`,
    '',
    '| Route | JS files | JS raw KiB | JS gzip KiB | JS Brotli KiB | CSS raw KiB | CSS gzip KiB | CSS Brotli KiB |',
    '|---|--:|--:|--:|--:|--:|--:|--:|',
    ...bundles.routes.map((r) => `| ${r.path} | ${r.js.files} | ${kb(r.js.raw)} | ${kb(r.js.gzip)} | ${kb(r.js.brotli)} | ${kb(r.css.raw)} | ${kb(r.css.gzip)} | ${kb(r.css.brotli)} |`),
    '',
  ];
  console.log(lines.join('\n'));
  let lighthouse: LighthouseScores[] | string = 'skipped (--no-lighthouse)';
  if (!args.flag('no-lighthouse')) {
    console.log('Lighthouse (mobile profile)...');
    lighthouse = await lighthouseScores();
  }
  if (typeof lighthouse === 'string') {
    lines.push(`Lighthouse: ${lighthouse}.`, '');
  } else {
    lines.push(
      'Lighthouse, mobile profile (simulated slow 4G and a 4× slower CPU), the real server on a fresh demo database:',
      '',
      '| Route | Performance | Accessibility | Best practices | FCP | LCP | TBT | CLS | Speed Index |',
      '|---|--:|--:|--:|--:|--:|--:|--:|--:|',
      ...lighthouse.map(
        (l) => `| ${l.path} | ${l.performance} | ${l.accessibility} | ${l.bestPractices} | ${l.metrics.FCP} | ${l.metrics.LCP} | ${l.metrics.TBT} | ${l.metrics.CLS} | ${l.metrics['Speed Index']} |`,
      ),
      '',
      ...lighthouse.filter((l) => l.failed.length > 0).map((l) => `Not passed on ${l.path}: ${l.failed.join('; ')}.`),
      '',
    );
  }
  const md = lines.join('\n');
  writeResults(`client-${stampOf(new Date().toISOString())}`, { bundles, lighthouse }, md);
}

runMain(main);
