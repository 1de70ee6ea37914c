// With a real search engine (SEARCH_URL), the search_practitioners read model stays the source: the
// projection keeps it on the app's database as always, and this mirrors its changes into the engine
// (changed rows upserted, vanished rows removed), every SYNC_INTERVAL_MS and once at start.
import { Logger } from '@nestjs/common';
import type { SqlClient } from '#app/postgres';
import { PRACTITIONERS_COLLECTION, type PractitionerSearchDocument, type SearchIndex } from '#app/search';

export const SYNC_INTERVAL_MS = 2000;
const TABLE = `"rm_${PRACTITIONERS_COLLECTION}"`;

export class SearchEngineSync {
  private readonly logger = new Logger(SearchEngineSync.name);
  private known = new Map<string, string>();
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly db: SqlClient,
    private readonly engine: SearchIndex,
  ) {}

  /** One pass: what changed since the last pass goes to the engine. */
  async syncOnce(): Promise<void> {
    const { rows } = await this.db.query<{ id: string; h: string }>(`select id, md5(data::text) as h from ${TABLE}`);
    const now = new Map(rows.map((r) => [r.id, r.h]));
    const changed = rows.filter((r) => this.known.get(r.id) !== r.h).map((r) => r.id);
    for (let i = 0; i < changed.length; i += 500) {
      const ids = changed.slice(i, i + 500);
      const docs = await this.db.query<{ data: PractitionerSearchDocument }>(`select data from ${TABLE} where id = any($1::text[])`, [ids]);
      await this.engine.upsertPractitioners(docs.rows.map((r) => r.data));
    }
    for (const id of this.known.keys()) if (!now.has(id)) await this.engine.removePractitioner(id);
    this.known = now;
  }

  start(): void {
    const tick = () => {
      this.running = this.syncOnce()
        .catch((e) => this.logger.warn(`search engine sync: ${e instanceof Error ? e.message : String(e)}`))
        .finally(() => {
          this.running = null;
          if (this.timer !== null) this.timer = setTimeout(tick, SYNC_INTERVAL_MS).unref();
        });
    };
    this.timer = setTimeout(tick, 0).unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }
}
