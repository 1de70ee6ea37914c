// The date scalars' edge: the Apollo plugin that answers their refusals with the clear sentence
// (the scalars themselves are referenced by the resolvers' argument types; see date-time.scalar.ts).
import { Module } from '@nestjs/common';
import { DateTimeErrorsPlugin } from './date-time-errors.plugin.js';

@Module({ providers: [DateTimeErrorsPlugin] })
export class DateTimeModule {}
