// Group events, the pro side (issue 15): event types, scheduled events and their registrants, the
// photos' uploads and files. The public side (pages, registration, cancel link) is in ./public.
import { Module } from '@nestjs/common';
import { BookableEventsResolver } from './bookable-events.resolver.js';
import { ChangeBookableEventPhotoHandler, DeleteBookableEventHandler, SaveBookableEventHandler } from './commands/bookable-events/bookable-event.handlers.js';
import { ChangeEventTypePhotoHandler, DeleteEventTypeHandler, SaveEventTypeHandler } from './commands/event-types/event-type.handlers.js';
import { ProcessRegistrationPaymentHandler } from './commands/process-registration-payment/process-registration-payment.handler.js';
import { AddClientToEventHandler, RemoveClientFromEventHandler } from './commands/registrations/registration.handlers.js';
import { EventTypesResolver } from './event-types.resolver.js';
import { fileStorageProvider, FILE_STORAGE } from './file-storage.provider.js';
import { FilesController } from './files.controller.js';
import { GroupEventsReader } from './group-events-reader.js';
import { PaymentsModule } from '../payments/payments.module.js';

@Module({
  imports: [PaymentsModule],
  controllers: [FilesController],
  providers: [
    fileStorageProvider,
    GroupEventsReader,
    EventTypesResolver,
    BookableEventsResolver,
    SaveEventTypeHandler,
    ChangeEventTypePhotoHandler,
    DeleteEventTypeHandler,
    SaveBookableEventHandler,
    ChangeBookableEventPhotoHandler,
    DeleteBookableEventHandler,
    AddClientToEventHandler,
    RemoveClientFromEventHandler,
    ProcessRegistrationPaymentHandler,
  ],
  exports: [FILE_STORAGE, GroupEventsReader],
})
export class GroupEventsModule {}
