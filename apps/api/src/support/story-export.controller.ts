// GET /support/appointments/:id/story.csv and story.pdf (issue 19 item 5): the story for a dispute,
// for support or the owning pro (their session cookie; nothing changes but the audit, so no CSRF
// header). 401 without a session, 404 for an appointment not found or another practice's.
import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import Papa from 'papaparse';
import { AccessMessages } from '#app/access';
import { appointmentStory, STORY_CSV_COLUMNS, storyExportRows } from '#app/support';
import type { SessionActor } from '../access/session-actor.js';
import { Clock } from '../infrastructure/clock.js';
import { AppointmentStoryReader, type OpenedStory } from './appointment-story-reader.js';
import { SupportMessages } from './support-access.js';
import { SupportAuditRecorder } from './support-audit-recorder.js';
import { renderStoryPdf, storyPdfContent } from './story-pdf.js';

type ExportRequest = Request & { actor?: SessionActor };

const attachment = (res: Response, type: string, name: string) => {
  res.setHeader('Content-Type', type);
  res.setHeader('Content-Disposition', `attachment; filename="${name}"`);
  res.setHeader('Cache-Control', 'no-store');
};

@Controller('support/appointments')
export class StoryExportController {
  constructor(
    private readonly stories: AppointmentStoryReader,
    private readonly audit: SupportAuditRecorder,
    private readonly clock: Clock,
  ) {}

  /** The story the caller may read (audited for support), or null with the answer sent. */
  private async open(req: ExportRequest, res: Response, id: string): Promise<OpenedStory | null> {
    const actor = req.actor;
    if (!actor || actor.kind === 'visitor') {
      res.status(401).json({ message: AccessMessages.notLoggedIn });
      return null;
    }
    const story = await this.stories.open(actor, id);
    if (!story) {
      res.status(404).json({ message: SupportMessages.notFound });
      return null;
    }
    await this.audit.record(actor, { action: 'export', target: id, practiceId: story.practiceId }, { ip: req.ip, userAgent: String(req.headers['user-agent'] ?? '').slice(0, 300) });
    return story;
  }

  @Get(':id/story.csv')
  async csv(@Param('id') id: string, @Req() req: ExportRequest, @Res() res: Response): Promise<void> {
    const story = await this.open(req, res, id);
    if (!story) return;
    const rows = storyExportRows(appointmentStory(story.events, story.currency), { timeZone: story.timeZone, withOrigin: story.bySupport });
    attachment(res, 'text/csv; charset=utf-8', `appointment-${id}-story.csv`);
    // escapeFormulae: a cell a spreadsheet would run as a formula (=, +, -, @) is quoted as text.
    res.send(Papa.unparse({ fields: [...STORY_CSV_COLUMNS], data: rows.map((r) => STORY_CSV_COLUMNS.map((c) => r[c])) }, { escapeFormulae: true }));
  }

  @Get(':id/story.pdf')
  async pdf(@Param('id') id: string, @Req() req: ExportRequest, @Res() res: Response): Promise<void> {
    const story = await this.open(req, res, id);
    if (!story) return;
    const notes = story.bySupport ? await this.stories.notes(id) : null;
    const pdf = await renderStoryPdf(storyPdfContent(story, notes), this.clock.now());
    attachment(res, 'application/pdf', `appointment-${id}-story.pdf`);
    res.send(pdf);
  }
}
