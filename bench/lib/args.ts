/** A small `--name value` / `--flag` parser for the bench scripts; environment variables give defaults. */

export class Args {
  private readonly values = new Map<string, string>();

  constructor(argv: readonly string[] = process.argv.slice(2)) {
    for (let i = 0; i < argv.length; i++) {
      const arg = argv[i]!;
      if (!arg.startsWith('--')) throw new Error(`Unexpected argument ${arg}: options look like --name value`);
      const eq = arg.indexOf('=');
      if (eq > 0) {
        this.values.set(arg.slice(2, eq), arg.slice(eq + 1));
        continue;
      }
      const next = argv[i + 1];
      if (next !== undefined && !next.startsWith('--')) {
        this.values.set(arg.slice(2), next);
        i++;
      } else {
        this.values.set(arg.slice(2), 'true');
      }
    }
  }

  /** `--name value`, else the environment variable `env`, else the fallback. */
  string(name: string, fallback: string, env?: string): string {
    return this.values.get(name) ?? (env ? process.env[env] : undefined) ?? fallback;
  }

  optionalString(name: string, env?: string): string | undefined {
    return this.values.get(name) ?? (env ? process.env[env] || undefined : undefined);
  }

  number(name: string, fallback: number, env?: string): number {
    const raw = this.optionalString(name, env);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (!Number.isFinite(value)) throw new Error(`--${name} must be a number, not ${raw}`);
    return value;
  }

  flag(name: string, env?: string): boolean {
    const raw = this.optionalString(name, env);
    return raw !== undefined && raw !== 'false' && raw !== '0';
  }

  /** A comma-separated list, each item checked against `allowed` when given. */
  list<T extends string>(name: string, fallback: readonly T[], allowed?: readonly T[], env?: string): T[] {
    const raw = this.optionalString(name, env);
    if (raw === undefined) return [...fallback];
    const items = raw
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean) as T[];
    for (const item of items) {
      if (allowed && !allowed.includes(item)) throw new Error(`--${name}: ${item} is not one of ${allowed.join(', ')}`);
    }
    return items;
  }
}
