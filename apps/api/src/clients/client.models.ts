import { Field, ID, InputType, Int, ObjectType, PartialType } from '@nestjs/graphql';
import { MutationResult } from '../graphql/payloads.js';

@ObjectType()
export class ClientNote {
  @Field(() => ID) id: string;
  @Field() text: string;
  @Field({ description: 'ISO instant' }) time: string;
  @Field({ description: "'client' | 'appointment'" }) noteType: string;
  @Field(() => ID, { nullable: true }) appointmentId: string | null;
}

@ObjectType()
export class CustomPrice {
  @Field(() => ID) id: string;
  @Field(() => ID) serviceId: string;
  @Field(() => ID, { nullable: true }) variationId: string | null;
  @Field(() => Int) amountCents: number;
}

@ObjectType()
export class Client {
  @Field(() => ID) id: string;
  @Field(() => ID) practiceId: string;
  @Field() firstName: string;
  @Field() lastName: string;
  @Field() name: string;
  @Field(() => String, { nullable: true }) email: string | null;
  @Field(() => String, { nullable: true, description: 'E.164' }) phone: string | null;
  @Field(() => String, { nullable: true }) phoneExtension: string | null;
  @Field(() => String, { nullable: true, description: 'National display for +1 numbers, e.g. "(415) 555-0134"; international otherwise' })
  formattedPhone: string | null;
  @Field(() => String, { nullable: true }) clientType: string | null;
  @Field(() => String, { nullable: true }) invitedFrom: string | null;
  @Field(() => String, { nullable: true, description: 'ISO instant of the most recent past appointment (not cancelled or unavailable)' })
  lastAppointmentDate: string | null;
  @Field(() => String, { nullable: true }) address: string | null;
  @Field(() => String, { nullable: true }) addressTwo: string | null;
  @Field(() => String, { nullable: true }) city: string | null;
  @Field(() => String, { nullable: true }) state: string | null;
  @Field(() => String, { nullable: true }) postalCode: string | null;
  @Field(() => String, { nullable: true }) country: string | null;
  @Field(() => String, { nullable: true }) fullAddress: string | null;
  @Field() createdAt: string;
  @Field(() => String, { nullable: true }) deletedAt: string | null;
  @Field(() => [ClientNote], { description: 'Newest first' }) notes: ClientNote[];
  @Field(() => [CustomPrice]) customPrices: CustomPrice[];
}

@ObjectType()
export class ClientList {
  @Field(() => [Client]) clients: Client[];
  @Field(() => Int) totalCount: number;
}

@ObjectType()
export class ViewPhone {
  @Field(() => String, { nullable: true }) formattedPhoneNumber: string | null;
  @Field(() => String, { nullable: true }) phoneNumber: string | null;
}

@InputType()
export class NewClientInput {
  @Field() firstName: string;
  @Field() lastName: string;
  @Field(() => String, { nullable: true }) email?: string | null;
  @Field(() => String, { nullable: true }) phone?: string | null;
  @Field(() => String, { nullable: true }) notes?: string | null;
  @Field(() => String, { nullable: true }) clientType?: string | null;
  @Field(() => String, { nullable: true }) invitedFrom?: string | null;
  @Field(() => String, { nullable: true }) address?: string | null;
  @Field(() => String, { nullable: true }) addressTwo?: string | null;
  @Field(() => String, { nullable: true }) city?: string | null;
  @Field(() => String, { nullable: true }) state?: string | null;
  @Field(() => String, { nullable: true }) postalCode?: string | null;
  @Field(() => String, { nullable: true }) country?: string | null;
}

@InputType({ description: 'A field left out stays as it is; null or blank clears an optional field' })
export class EditClientInput extends PartialType(NewClientInput, InputType) {}

@ObjectType()
export class ClientPayload extends MutationResult {
  @Field(() => Client, { nullable: true }) client: Client | null;
}

@ObjectType()
export class NotePayload extends MutationResult {
  @Field(() => ClientNote, { nullable: true }) note: ClientNote | null;
}

@ObjectType()
export class ErroredClient {
  @Field(() => String, { nullable: true }) email: string | null;
  @Field(() => [String]) errors: string[];
}

@ObjectType()
export class InviteClientsPayload extends MutationResult {
  @Field(() => Int) invitedCount: number;
  @Field(() => [ErroredClient]) erroredClients: ErroredClient[];
}
