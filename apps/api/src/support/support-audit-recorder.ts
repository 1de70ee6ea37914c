// Records every support read in the audit (issue 19: "who looked at what, when"); a pro's reads of
// their own appointments are not support reads and record nothing. Waits for the audit's list, so
// a lead who opens the audit right after sees the read.
import { Injectable } from '@nestjs/common';
import { newCommandContext, type Origin } from '#app/es';
import type { SupportAuditAction } from '#app/support';
import { toEventActor, type SessionActor } from '../access/session-actor.js';
import { Clock } from '../infrastructure/clock.js';
import { CommandSender } from '../infrastructure/command-sender.js';
import { RecordSupportReadCommand } from './commands/record-support-read/record-support-read.command.js';

@Injectable()
export class SupportAuditRecorder {
  constructor(
    private readonly commands: CommandSender,
    private readonly clock: Clock,
  ) {}

  async record(reader: SessionActor, read: { action: SupportAuditAction; target: string; practiceId: string | null }, origin?: Origin): Promise<void> {
    if (reader.kind !== 'support') return;
    const who = { supportAccountId: reader.accountId, supportName: reader.name, supportEmail: reader.email };
    await this.commands.send(new RecordSupportReadCommand({ ...who, ...read }, newCommandContext(toEventActor(reader), this.clock.now(), origin)), ['support-audit']);
  }
}
