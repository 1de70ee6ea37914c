// The demo practice's video conferencing: Zoom connected on the embedded simulator (as if Maya had
// approved it on Zoom's page), its online location with its own link as the fallback, and a
// virtual booking whose meeting the conferencing reaction then creates (its client page shows
// the generated link).
import type { Command } from '@nestjs/cqrs';
import type { CommandContext } from '#app/es';
import { loadState, type CommandOutcome } from '#app/es-runtime';
import { SimulatedZoom } from '#app/integrations';
import type { Persistence } from '#app/persistence';
import { practiceDecider, practiceStreamId } from '#app/practice';
import { ChangePracticeCommand } from '../practice/commands/change-practice/change-practice.command.js';
import { ConferencingTokens } from '../conferencing/conferencing-tokens.js';

interface DemoConferencingSources {
  practiceId: string;
  owner: { name: string; email: string };
  ctx: () => CommandContext;
  /** Books a client at the online location for the online service; answers the appointment id. */
  bookOnline: (locationId: string, serviceId: string) => Promise<string>;
}

export const seedDemoConferencing = async (
  execute: <R extends CommandOutcome>(command: Command<R>) => Promise<R>,
  persistence: Persistence,
  demo: DemoConferencingSources,
): Promise<string | null> => {
  const { practiceId, owner, ctx } = demo;
  const change = (c: ConstructorParameters<typeof ChangePracticeCommand>[1]) => execute(new ChangePracticeCommand(practiceId, c, ctx()));
  // The sign-up's own online location (a practice has at most one) gets a link of its own.
  const practice = (await loadState(persistence.store, practiceStreamId(practiceId), practiceDecider)).state;
  const online = practice.status === 'active' ? [...practice.locations.values()].find((l) => l.kind === 'virtual') : undefined;
  const service = practice.status === 'active' && online ? [...practice.services.values()].find((s) => s.locationIds.includes(online.locationId)) : undefined;
  if (!online || !service) return null;
  const { state: _state, ...definition } = online;
  await change({ type: 'UpsertLocation', data: { ...definition, virtualType: 'video', virtualLink: 'https://meet.example.com/maya-chen', virtualInstructions: 'Find a quiet spot with room to move.' } });
  const { accessToken, account } = new SimulatedZoom().approve(owner);
  await new ConferencingTokens(persistence.documents).save(practiceId, 'zoom', account.accountId, accessToken);
  await change({ type: 'ChangeVideoConferencing', change: { kind: 'Authorized', provider: 'zoom', ...account } });
  return demo.bookOnline(online.locationId, service.serviceId);
};
