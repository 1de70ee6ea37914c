// A reaction's checkpoint (in the projection checkpoint table under `reaction:<name>`), moved only
// by the process that holds the reaction's lease: the write and the lease check are one statement,
// which waits for a takeover in progress. So a process that lost its lease (it stalled) can never
// move the checkpoint back or forth under the new owner.
import type { LogPosition } from '#app/eventstore';
import type { SqlExecutor } from '#app/postgres';

export const reactionCheckpointName = (name: string): string => `reaction:${name}`;
export const reactionLeaseName = (name: string): string => `reaction:${name}`;

/** Moves the reaction's checkpoint if `owner` holds its lease; false when another process has it. */
export const writeReactionCheckpoint = async (db: SqlExecutor, reaction: string, owner: string, position: LogPosition): Promise<boolean> => {
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
