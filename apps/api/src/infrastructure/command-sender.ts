// Sends a command on the CommandBus, then waits (bounded) until the projections have reached the
// events it appended: the UI reads its own writes. All projections by default: they run in this
// process and take milliseconds, and a change is rarely seen by only one read model.
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus, type Command } from '@nestjs/cqrs';
import type { CommandOutcome, ProjectionRunner } from '#app/es-runtime';
import { PROJECTION_RUNNER } from '#app/persistence';

const READ_YOUR_WRITES_TIMEOUT_MS = 5000;

@Injectable()
export class CommandSender {
  private readonly logger = new Logger(CommandSender.name);

  constructor(
    private readonly commandBus: CommandBus,
    @Inject(PROJECTION_RUNNER) private readonly projections: ProjectionRunner,
  ) {}

  async send<R extends CommandOutcome>(command: Command<R>, projections?: string[]): Promise<R> {
    const outcome = await this.commandBus.execute(command);
    const reached = await this.projections.waitFor(outcome.position, projections, READ_YOUR_WRITES_TIMEOUT_MS);
    if (!reached) this.logger.warn(`Projections did not reach ${String(outcome.position?.globalPosition)} in time`);
    return outcome;
  }
}
