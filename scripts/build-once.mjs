// One build of dist/ at a time, skipped when the sources have not changed, and never half-written.
//
// `npm start` used to rebuild everything on every start, and two starts in one folder at once broke
// each other (the second build emptied dist/client under the first). Here:
// - a stamp (a hash of every build input) sits beside the output: an unchanged tree starts at once;
// - a lock (a directory made with mkdir, which only one process can create) lets one build run;
//   whoever waited finds the stamp current afterwards and builds nothing;
// - the build is written to a fresh folder inside dist/ and renamed into place, so dist/client and
//   dist/server always hold a whole build (a start never finds half of one).
// A lock whose owner died (a killed build) is taken over, even when its pid now names another
// process (a restarted container); so is a temporary folder it left behind.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const STAMP = '.build-stamp';
const LOCK = '.build-lock';
const POLL_MS = 200;

/** sha256 over the relative path and content of every input file (directories walked, sorted). */
export function hashInputs(root, inputs, exclude = () => false) {
  const files = [];
  const walk = (path) => {
    if (!existsSync(path)) return;
    const rel = relative(root, path);
    if (exclude(rel)) return;
    if (statSync(path).isDirectory()) for (const name of readdirSync(path).sort()) walk(join(path, name));
    else files.push(rel);
  };
  for (const input of inputs) walk(join(root, input));
  const hash = createHash('sha256');
  for (const rel of files.sort()) {
    hash.update(`${rel}\0`);
    hash.update(readFileSync(join(root, rel)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

function readStamp(outDir) {
  try {
    return JSON.parse(readFileSync(join(outDir, STAMP), 'utf8')).hash;
  } catch {
    return undefined;
  }
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/** When a process started (Linux: clock ticks since boot), so a pid reused by another process is not taken for the owner. */
function startTime(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

/** The pid that holds the lock, or undefined when its owner is gone (or never finished taking it). */
function lockOwner(lockDir) {
  try {
    const [pidText, started] = readFileSync(join(lockDir, 'pid'), 'utf8').split(' ');
    const pid = Number(pidText);
    const same = started === undefined || started === 'unknown' || startTime(pid) === started;
    return Number.isInteger(pid) && pid > 0 && alive(pid) && same ? pid : undefined;
  } catch {
    // Made but its pid not yet written: held, unless it has been like that for a while.
    try {
      return Date.now() - statSync(lockDir).mtimeMs < 10_000 ? -1 : undefined;
    } catch {
      return -1; // released meanwhile: try again
    }
  }
}

async function acquireLock(outDir, log) {
  const lockDir = join(outDir, LOCK);
  let told = false;
  for (;;) {
    try {
      mkdirSync(lockDir);
      writeFileSync(join(lockDir, 'pid'), `${process.pid} ${startTime(process.pid) ?? 'unknown'}`);
      return () => rmSync(lockDir, { recursive: true, force: true });
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
    }
    const owner = lockOwner(lockDir);
    if (owner === undefined) {
      // Renaming is atomic: of several processes that found the same dead owner, one moves it away.
      const stale = join(outDir, `.stale-lock-${process.pid}-${Date.now()}`);
      try {
        renameSync(lockDir, stale);
        rmSync(stale, { recursive: true, force: true });
        log('took over the build lock of a build that is no longer running');
      } catch {
        // another process got there first
      }
      continue;
    }
    if (!told && owner > 0) {
      log(`waiting for the build already running (pid ${owner})`);
      told = true;
    }
    await new Promise((r) => setTimeout(r, POLL_MS));
  }
}

/**
 * Makes outDir hold a build of the current inputs.
 * options: root, outDir, inputs (paths relative to root), exclude(relPath), parts (folder names the
 * build writes, e.g. ['client', 'server']), build(tmpDir) writing those folders into tmpDir,
 * force (build even when the stamp matches), log.
 * Returns 'built' or 'up to date'.
 */
export async function buildOnce({ root, outDir, inputs, exclude, parts, build, force = false, log = console.log }) {
  const current = () => hashInputs(root, inputs, exclude);
  const complete = () => parts.every((p) => existsSync(join(outDir, p)));
  const upToDate = (hash) => !force && readStamp(outDir) === hash && complete();
  if (upToDate(current())) return 'up to date';

  mkdirSync(outDir, { recursive: true });
  const release = await acquireLock(outDir, log);
  const tmp = join(outDir, `.next-${process.pid}`);
  const onSignal = (signal) => {
    rmSync(tmp, { recursive: true, force: true });
    release();
    process.kill(process.pid, signal);
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    // Whoever held the lock may just have built these very sources.
    const hash = current();
    if (upToDate(hash) && !force) return 'up to date';
    for (const name of readdirSync(outDir)) if (/^\.(next|old)-/.test(name)) rmSync(join(outDir, name), { recursive: true, force: true });
    mkdirSync(tmp);
    await build(tmp);
    for (const p of parts) if (!existsSync(join(tmp, p))) throw new Error(`the build wrote no ${p}/`);
    // No stamp while the parts are swapped: a crash here means a rebuild next time, never a stale skip.
    rmSync(join(outDir, STAMP), { force: true });
    const old = join(outDir, `.old-${process.pid}`);
    mkdirSync(old);
    for (const p of parts) {
      if (existsSync(join(outDir, p))) renameSync(join(outDir, p), join(old, p));
      renameSync(join(tmp, p), join(outDir, p));
    }
    rmSync(old, { recursive: true, force: true });
    // Sources edited during the build get the hash taken before it: the next start builds again.
    writeFileSync(join(outDir, `${STAMP}.tmp`), `${JSON.stringify({ hash, builtAt: new Date().toISOString() })}\n`);
    renameSync(join(outDir, `${STAMP}.tmp`), join(outDir, STAMP));
    return 'built';
  } finally {
    rmSync(tmp, { recursive: true, force: true });
    release();
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
  }
}

/** Runs a command, failing on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.once('error', reject);
    child.once('exit', (code, signal) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? code})`))));
  });
}
