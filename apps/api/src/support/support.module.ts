// The support console's server side (issue 19): the search across practices, an appointment's
// story, its state as of any moment, the diff between two moments, the streams around it, the
// CSV/PDF exports, support's internal notes and the audit of every support read.
import { Module } from '@nestjs/common';
import type { DocumentStore } from '#app/readstore';
import { DOCUMENT_STORE } from '#app/persistence';
import { SupportSearchQuery } from '#projections';
import { AddSupportNoteHandler } from './commands/add-support-note/add-support-note.handler.js';
import { RecordSupportReadHandler } from './commands/record-support-read/record-support-read.handler.js';
import { AppointmentRelatedResolver } from './appointment-related.resolver.js';
import { AppointmentStoryReader } from './appointment-story-reader.js';
import { AppointmentStoryResolver } from './appointment-story.resolver.js';
import { StoryExportController } from './story-export.controller.js';
import { SupportAuditRecorder } from './support-audit-recorder.js';
import { SupportAuditResolver } from './support-audit.resolver.js';
import { SupportLeadCheck } from './support-lead-check.js';
import { SupportSearchReader } from './support-search-reader.js';
import { SupportSearchResolver } from './support-search.resolver.js';

@Module({
  controllers: [StoryExportController],
  providers: [
    // Reads the appointments' and practices' collections: built here, not one of readModelQueries.
    { provide: SupportSearchQuery, useFactory: (documents: DocumentStore) => new SupportSearchQuery(documents), inject: [DOCUMENT_STORE] },
    AppointmentStoryReader,
    SupportSearchReader,
    SupportAuditRecorder,
    SupportLeadCheck,
    SupportSearchResolver,
    AppointmentStoryResolver,
    AppointmentRelatedResolver,
    SupportAuditResolver,
    RecordSupportReadHandler,
    AddSupportNoteHandler,
  ],
})
export class SupportModule {}
