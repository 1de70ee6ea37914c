// A reaction's checkpoint (in the projection checkpoint table under `reaction:<name>`), moved only
// by the process that holds the reaction's lease: the write and the lease check are one statement,
// which waits for a takeover in progress. So a process that lost its lease (it stalled) can never
// move the checkpoint back or forth under the new owner.
import type { LogPosition } from '#app/eventstore';
import { gatherPerTurn, type SqlExecutor } from '#app/postgres';

export const reactionCheckpointName = (name: string): string => `reaction:${name}`;
export const reactionLeaseName = (name: string): string => `reaction:${name}`;

interface CheckpointWrite {
  reaction: string;
  owner: string;
  position: LogPosition;
}

const writeOne = async (db: SqlExecutor, { reaction, owner, position }: CheckpointWrite): Promise<boolean> => {
  const { rows } = await db.query(
    `with held as (select 1 from leases where name = $4 and owner = $5 for share)
     insert into projection_checkpoints (name, transaction_id, global_position, updated_at)
     select $1, $2, $3, now() from held
     on conflict (name) do update set transaction_id = excluded.transaction_id,
       global_position = excluded.global_position, updated_at = now()
     returning name`,
    [reactionCheckpointName(reaction), position.transactionId.toString(), position.globalPosition.toString(), reactionLeaseName(reaction), owner],
  );
  return rows.length > 0;
};

/** Several reactions' writes in one statement (each still only under its own lease). */
const writeMany = async (db: SqlExecutor, writes: CheckpointWrite[]): Promise<boolean[]> => {
  if (writes.length === 1 || new Set(writes.map((w) => w.reaction)).size < writes.length) {
    // One, or a reaction twice (runners of several processes in one): one statement each.
    const written: boolean[] = [];
    for (const write of writes) written.push(await writeOne(db, write));
    return written;
  }
  const { rows } = await db.query<{ name: string }>(
    `with asked as (
       select * from unnest($1::text[], $2::bigint[], $3::bigint[], $4::text[], $5::text[])
         as a(checkpoint, transaction_id, global_position, lease, lease_owner)),
     held as (
       select asked.checkpoint, asked.transaction_id, asked.global_position from asked
       join leases on leases.name = asked.lease and leases.owner = asked.lease_owner for share of leases)
     insert into projection_checkpoints (name, transaction_id, global_position, updated_at)
     select checkpoint, transaction_id, global_position, now() from held
     on conflict (name) do update set transaction_id = excluded.transaction_id,
       global_position = excluded.global_position, updated_at = now()
     returning name`,
    [
      writes.map((w) => reactionCheckpointName(w.reaction)),
      writes.map((w) => w.position.transactionId.toString()),
      writes.map((w) => w.position.globalPosition.toString()),
      writes.map((w) => reactionLeaseName(w.reaction)),
      writes.map((w) => w.owner),
    ],
  );
  const moved = new Set(rows.map((r) => r.name));
  return writes.map((w) => moved.has(reactionCheckpointName(w.reaction)));
};

const gathered = new WeakMap<SqlExecutor, (write: CheckpointWrite) => Promise<boolean>>();

/**
 * Moves the reaction's checkpoint if `owner` holds its lease; false when another process has it.
 * The reactions of a process handle a batch of the log together: their writes of one turn of the
 * event loop are one statement (see gatherPerTurn).
 */
export const writeReactionCheckpoint = (db: SqlExecutor, reaction: string, owner: string, position: LogPosition): Promise<boolean> => {
  let write = gathered.get(db);
  if (!write) {
    write = gatherPerTurn((writes: CheckpointWrite[]) => writeMany(db, writes));
    gathered.set(db, write);
  }
  return write({ reaction, owner, position });
};

/**
 * A first run's starting point, unless the checkpoint exists already (another process started
 * the reaction first: everyone then starts from the position it stored).
 */
export const startReactionCheckpointAt = async (db: SqlExecutor, reaction: string, position: LogPosition): Promise<void> => {
  await db.query(
    `insert into projection_checkpoints (name, transaction_id, global_position, updated_at) values ($1, $2, $3, now())
     on conflict (name) do nothing`,
    [reactionCheckpointName(reaction), position.transactionId.toString(), position.globalPosition.toString()],
  );
};
