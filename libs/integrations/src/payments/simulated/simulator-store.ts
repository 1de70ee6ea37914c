// The simulator's own storage, in a table of the product's database (as a real provider keeps its
// own records): customers, setups, cards, charges, refunds, card tokens and PayPal orders. An
// object created with an idempotency key is created once; a repeat returns the first one, also
// across processes (unique key in the table).
import type { SqlExecutor } from '#app/postgres';

export const SIMULATOR_TABLE = 'simulated_payment_provider';

const MIGRATION = `CREATE TABLE IF NOT EXISTS ${SIMULATOR_TABLE} (
  id text PRIMARY KEY,
  kind text NOT NULL,
  idempotency_key text UNIQUE,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
)`;

export interface StoredObject<T> {
  id: string;
  data: T;
  /** false when the key had been used: `data` is the first result. */
  created: boolean;
}

export class SimulatorStore {
  private ready: Promise<void> | null = null;

  constructor(private readonly db: SqlExecutor) {}

  private migrate(): Promise<void> {
    this.ready ??= this.db.query(MIGRATION).then(() => undefined);
    return this.ready;
  }

  /** Creates the object, or returns the one created earlier with the same kind and key. */
  async createOnce<T>(kind: string, id: string, idempotencyKey: string | null, data: T): Promise<StoredObject<T>> {
    await this.migrate();
    const key = idempotencyKey === null ? null : `${kind}:${idempotencyKey}`;
    const inserted = await this.db.query<{ id: string; data: T }>(
      `INSERT INTO ${SIMULATOR_TABLE} (id, kind, idempotency_key, data) VALUES ($1, $2, $3, $4::jsonb)
       ON CONFLICT (idempotency_key) DO NOTHING RETURNING id, data`,
      [id, kind, key, JSON.stringify(data)],
    );
    if (inserted.rows.length > 0) return { ...inserted.rows[0], created: true };
    const first = await this.db.query<{ id: string; data: T }>(`SELECT id, data FROM ${SIMULATOR_TABLE} WHERE idempotency_key = $1`, [key]);
    return { ...first.rows[0], created: false };
  }

  /** The object created with this kind and key, if any. */
  async findByKey<T>(kind: string, idempotencyKey: string): Promise<StoredObject<T> | null> {
    await this.migrate();
    const found = await this.db.query<{ id: string; data: T }>(`SELECT id, data FROM ${SIMULATOR_TABLE} WHERE idempotency_key = $1`, [`${kind}:${idempotencyKey}`]);
    return found.rows[0] ? { ...found.rows[0], created: false } : null;
  }

  async get<T>(kind: string, id: string): Promise<T | null> {
    await this.migrate();
    const found = await this.db.query<{ data: T }>(`SELECT data FROM ${SIMULATOR_TABLE} WHERE id = $1 AND kind = $2`, [id, kind]);
    return found.rows[0]?.data ?? null;
  }

  async update<T>(kind: string, id: string, data: T): Promise<void> {
    await this.migrate();
    await this.db.query(`UPDATE ${SIMULATOR_TABLE} SET data = $3::jsonb WHERE id = $1 AND kind = $2`, [id, kind, JSON.stringify(data)]);
  }

  async count(kind: string, where: Record<string, string | boolean> = {}): Promise<number> {
    await this.migrate();
    const conditions = Object.keys(where).map((field, i) => `data->>'${field.replace(/[^a-zA-Z]/g, '')}' = $${i + 2}`);
    const found = await this.db.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM ${SIMULATOR_TABLE} WHERE kind = $1${conditions.map((c) => ` AND ${c}`).join('')}`,
      [kind, ...Object.values(where).map(String)],
    );
    return Number(found.rows[0].n);
  }
}
