// Demo profile extras (issue 17): an approved massage license, a pending yoga certification with
// its uploaded certificate, and three gallery photos, stored through the file-storage port and
// added through the same commands the portal and support send.
import type { Command } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { loadConfig } from '#app/config';
import { newCommandContext, type CommandContext } from '#app/es';
import type { CommandOutcome } from '#app/es-runtime';
import { DiskFileStorage, type FileStorage } from '#app/integrations';
import { fileUrl } from '../group-events/file-storage.provider.js';
import { ChangeProfileCommand } from '../profile/commands/change-profile/change-profile.command.js';

type Execute = <R extends CommandOutcome>(command: Command<R>) => Promise<R>;

const chunk = (type: string, data: Buffer): Buffer => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** A small PNG: a vertical gradient between two colours, so each photo looks different. */
export const gradientPng = (width: number, height: number, from: [number, number, number], to: [number, number, number]): Buffer => {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const t = y / Math.max(1, height - 1);
    const pixel = from.map((c, i) => Math.round(c + (to[i] - c) * t));
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) row.set(pixel, 1 + x * 3);
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
};

export const seedDemoProfile = async (
  execute: Execute,
  demo: { practiceId: string; pro: CommandContext; now: Date; files?: FileStorage },
): Promise<void> => {
  const { practiceId, pro } = demo;
  const files = demo.files ?? new DiskFileStorage(join(loadConfig().dataDir, 'files'));
  const store = async (png: Buffer) => fileUrl((await files.save({ bytes: png, contentType: 'image/png' })).handle);
  const send = (command: ConstructorParameters<typeof ChangeProfileCommand>[0], ctx: CommandContext = pro) => execute(new ChangeProfileCommand(command, ctx));

  const license = randomUUID();
  await send({ type: 'SubmitCredential', input: { practiceId, proCredentialId: license, credentialId: 'lmt', issuerId: 'state-massage-board', stateIssued: 'NY', licenseNumber: 'MT-024681' } });
  const support = newCommandContext({ kind: 'support', id: 'demo-support', name: 'Demo Support' }, demo.now);
  await send({ type: 'ApproveCredential', practiceId, proCredentialId: license }, support);
  const certificate = await store(gradientPng(120, 90, [250, 246, 235], [214, 196, 160]));
  await send({ type: 'SubmitCredential', input: { practiceId, proCredentialId: randomUUID(), credentialId: 'ryt-200', issuerId: 'yoga-alliance', documentUrl: certificate, documentName: 'ryt-200-certificate.png' } });

  const palettes: [[number, number, number], [number, number, number]][] = [
    [[120, 170, 160], [40, 90, 90]],
    [[240, 200, 160], [180, 110, 80]],
    [[170, 180, 220], [80, 90, 150]],
  ];
  const images = [];
  for (const [from, to] of palettes) images.push({ galleryImageId: randomUUID(), photoUrl: await store(gradientPng(160, 120, from, to)) });
  await send({ type: 'AddGalleryImages', practiceId, images });
};
