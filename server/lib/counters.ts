/**
 * Counters with a time window, for rate limits: in this server's memory, or in Redis shared by
 * every app server. A live counter is never dropped before its window ends (an attacker who could
 * flush counters by sending many keys would reset their own); memory is bounded by refusing new
 * keys past a cap instead.
 */
import type { Redis } from 'ioredis';

export interface Count {
  count: number;
  /** Milliseconds until the window ends. */
  ttlMs: number;
}

export interface Counters {
  /** Adds one to the key's counter, starting a window of windowMs when none is running. */
  hit(key: string, windowMs: number): Promise<Count>;
  /** The key's counter, unchanged (0 when no window is running). */
  peek(key: string): Promise<Count>;
  /** Takes one hit back (an attempt that turned out not to count); never below 0. */
  undo(key: string): Promise<void>;
  close(): Promise<void>;
}

/** What a hit answers for a new key when the memory store is full: over any limit. */
export const SATURATED = Number.MAX_SAFE_INTEGER;

export class MemoryCounters implements Counters {
  private readonly entries = new Map<string, { count: number; endsAt: number }>();
  private lastSweep = 0;
  private readonly sweeper: NodeJS.Timeout;

  constructor(private readonly maxKeys = 100_000) {
    this.sweeper = setInterval(() => this.sweep(Date.now()), 60_000);
    this.sweeper.unref();
  }

  get size(): number {
    return this.entries.size;
  }

  private live(key: string, now: number) {
    const entry = this.entries.get(key);
    if (entry && entry.endsAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private sweep(now: number): void {
    this.lastSweep = now;
    for (const [key, entry] of this.entries) if (entry.endsAt <= now) this.entries.delete(key);
  }

  hit(key: string, windowMs: number): Promise<Count> {
    const now = Date.now();
    const entry = this.live(key, now);
    if (entry) {
      entry.count++;
      return Promise.resolve({ count: entry.count, ttlMs: entry.endsAt - now });
    }
    // Sweeping is a pass over every key: at most once a second, however fast new keys arrive.
    if (this.entries.size >= this.maxKeys && now - this.lastSweep >= 1000) this.sweep(now);
    if (this.entries.size >= this.maxKeys) return Promise.resolve({ count: SATURATED, ttlMs: windowMs });
    this.entries.set(key, { count: 1, endsAt: now + windowMs });
    return Promise.resolve({ count: 1, ttlMs: windowMs });
  }

  peek(key: string): Promise<Count> {
    const now = Date.now();
    const entry = this.live(key, now);
    return Promise.resolve(entry ? { count: entry.count, ttlMs: entry.endsAt - now } : { count: 0, ttlMs: 0 });
  }

  undo(key: string): Promise<void> {
    const entry = this.live(key, Date.now());
    if (entry && --entry.count <= 0) this.entries.delete(key);
    return Promise.resolve();
  }

  close(): Promise<void> {
    clearInterval(this.sweeper);
    return Promise.resolve();
  }
}

// INCR and the expiry in one step, so no counter is ever left without one.
const HIT = `
local n = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if n == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {n, ttl}`;

const PEEK = `
local n = redis.call('GET', KEYS[1])
if not n then return {0, 0} end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then ttl = 0 end
return {tonumber(n), ttl}`;

const UNDO = `
local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n > 0 then redis.call('DECR', KEYS[1]) end
return 0`;

/** Counters in Redis: every app server sees the same ones. Keys expire with their window. */
export class RedisCounters implements Counters {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {}

  async hit(key: string, windowMs: number): Promise<Count> {
    const [count, ttlMs] = (await this.redis.eval(HIT, 1, this.prefix + key, String(windowMs))) as [number, number];
    return { count, ttlMs };
  }

  async peek(key: string): Promise<Count> {
    const [count, ttlMs] = (await this.redis.eval(PEEK, 1, this.prefix + key)) as [number, number];
    return { count, ttlMs };
  }

  async undo(key: string): Promise<void> {
    await this.redis.eval(UNDO, 1, this.prefix + key);
  }

  async close(): Promise<void> {
    // The client belongs to the rate-limit plugin, which quits it.
  }
}
