/**
 * The catalogue (certificates, modules, questions, exam blueprints) changes rarely and is read on
 * every learner request, so each server keeps it in memory. Every administrator write raises
 * catalog_version in the same transaction; each request reads that one number first and drops the
 * cache when it moved, so an edit made through any server is seen by every server at once. A
 * learner's request reads it with its token (server/plugins/learner-auth.ts) and views the
 * catalogue at that version (`at`), so it needs no statement of its own.
 */
import type { Certificate } from '@common/schemas/certificate';
import type { Module, ModuleDetail } from '@common/schemas/module';
import type { Database } from '@server/db/database';
import { findBlueprint, type StoredBlueprint } from '../exam/repository';
import * as repo from './repository';

export interface CatalogView {
  certificates(): Promise<Certificate[]>;
  certificate(id: number): Promise<Certificate | undefined>;
  modules(certificateId: number): Promise<Module[]>;
  module(id: number): Promise<ModuleDetail | undefined>;
  /** A module's live questions of one difficulty, or of all (null): their ids, as a list and as a set. */
  pool(moduleId: number, difficulty: string | null): Promise<QuestionPool>;
  /** Questions by id, deleted ones included (past attempts still show them). */
  questions(ids: readonly number[]): Promise<Map<number, repo.CatalogQuestion>>;
  /**
   * The same questions as a list in the order of `ids`, undefined where an id names none: for
   * callers that walk the ids in order (an attempt's 60 questions), which then need no map.
   */
  questionList(ids: readonly number[]): Promise<(repo.CatalogQuestion | undefined)[]>;
  /**
   * Every live question (question, module and certificate not deleted) with its module and
   * certificate: learner records keyed by question id are scoped and filtered with it in memory
   * instead of joining three tables for every record.
   */
  liveQuestions(): Promise<ReadonlyMap<number, repo.LiveQuestion>>;
  /** A certificate's own exam blueprint as stored (no row and no weights where it has none). */
  blueprint(certificateId: number): Promise<StoredBlueprint>;
  /**
   * A value computed from this version of the catalogue alone, kept with it under `key` (e.g. a
   * certificate's resolved blueprint): computed once per version, shared by every request, so
   * callers must not change it.
   */
  derived<T>(key: string, compute: () => Promise<T>): Promise<T>;
}

/** A module's question ids of one difficulty (or all): the list to draw from, the set to ask whether one is among them. */
export interface QuestionPool {
  ids: readonly number[];
  members: ReadonlySet<number>;
}

/** Where a request's services find the catalogue: the cache itself, or the cache at a version already read. */
export interface CatalogSource {
  view(): Promise<CatalogView>;
}

/** A service context whose catalogue is the cache at a version the request has read (`CatalogCache.at`). */
export function withCatalogAt<C extends { catalog: CatalogSource }>(ctx: C, cache: CatalogCache, version: number): C {
  return { ...ctx, catalog: cache.at(version) };
}

/**
 * Entries one version of the catalogue may hold. A real catalogue needs a few per certificate and
 * module; ids that name nothing are not kept at all, and past this bound the cache starts afresh,
 * so requests for many different ids cannot grow memory without end.
 */
export const MAX_ENTRIES = 5_000;

export class CatalogCache implements CatalogSource {
  private version = -1;
  private entries = new Map<string, Promise<unknown>>();
  private questionRows = new Map<number, repo.CatalogQuestion>();

  constructor(private readonly db: Database['db']) {}

  /** Entries held now (for tests of the bound). */
  get size(): number {
    return this.entries.size + this.questionRows.size;
  }

  /**
   * The catalogue as of `version`, read by the request itself (its token check): views without a
   * statement of their own. Any version read since the request began will do, as one read first
   * would: the cache is dropped whenever a request brings another, and it is only ever filled
   * after its version was read, so it never holds anything older than the version it is kept for.
   */
  at(version: number): CatalogSource {
    return { view: async () => this.viewAt(version) };
  }

  /** A view of the catalogue valid for one request: one version check, then memory. */
  async view(): Promise<CatalogView> {
    return this.viewAt(await repo.catalogVersion(this.db));
  }

  private viewAt(version: number): CatalogView {
    if (version !== this.version) {
      this.version = version;
      this.entries = new Map();
      this.questionRows = new Map();
    }
    const entries = this.entries;
    const db = this.db;
    const memo = <T>(key: string, load: () => Promise<T>): Promise<T> => {
      let hit = entries.get(key) as Promise<T> | undefined;
      if (!hit) {
        if (entries.size >= MAX_ENTRIES) entries.clear();
        const loading = load();
        hit = loading;
        entries.set(key, loading);
        // A failed load is not remembered, nor an id that names nothing.
        loading.then(
          (value) => {
            if (value === undefined && entries.get(key) === loading) entries.delete(key);
          },
          () => entries.delete(key),
        );
      }
      return hit;
    };
    const rows = this.questionRows;
    /** Reads the questions of `ids` this version does not hold yet, if any. */
    const loadQuestions = async (ids: readonly number[]) => {
      let missing: number[] | undefined;
      for (const id of ids) if (!rows.has(id)) (missing ??= []).push(id);
      if (missing) for (const [id, q] of await repo.questionsByIds(db, missing)) rows.set(id, q);
    };
    return {
      certificates: () => memo('certificates', () => repo.listCertificates(db)),
      certificate: (id) => memo(`certificate:${id}`, () => repo.getCertificate(db, id)),
      modules: (certificateId) => memo(`modules:${certificateId}`, () => repo.listModules(db, certificateId)),
      module: (id) => memo(`module:${id}`, () => repo.getModule(db, id)),
      liveQuestions: () => memo('live-questions', () => repo.liveQuestionScopes(db)),
      blueprint: (certificateId) => memo(`blueprint:${certificateId}`, () => findBlueprint(db, certificateId)),
      pool: (moduleId, difficulty) =>
        memo(`pool:${moduleId}:${difficulty ?? 'all'}`, async () => {
          const ids = await repo.questionIdsOf(db, moduleId, difficulty);
          return { ids, members: new Set(ids) };
        }),
      derived: (key, compute) => memo(`derived:${key}`, compute),
      async questions(ids) {
        await loadQuestions(ids);
        const found = new Map<number, repo.CatalogQuestion>();
        for (const id of ids) {
          const q = rows.get(id);
          if (q) found.set(id, q);
        }
        return found;
      },
      async questionList(ids) {
        await loadQuestions(ids);
        const list = new Array<repo.CatalogQuestion | undefined>(ids.length);
        for (let i = 0; i < ids.length; i++) list[i] = rows.get(ids[i]!);
        return list;
      },
    };
  }
}
