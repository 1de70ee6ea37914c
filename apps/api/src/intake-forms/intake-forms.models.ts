import { Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { MutationResult } from '../graphql/payloads.js';

@ObjectType({ description: "The practice's intake form as the designer edits it" })
export class IntakeFormDesign {
  @Field(() => String, { nullable: true, description: 'SurveyJS JSON; null until the first save' }) data: string | null;
  @Field(() => String, { nullable: true, description: 'A SurveyJS theme, JSON' }) theme: string | null;
  @Field(() => Int, { description: 'Pass it back to upsertIntakeForm: 0 before the first save' }) saveNo: number;
  @Field(() => String, { nullable: true }) savedAt: string | null;
}

@ObjectType()
export class IntakeFormPayload extends MutationResult {
  @Field(() => Int, { nullable: true, description: 'The save number now (send it with the next save)' }) saveNo: number | null;
}

@ObjectType({ description: 'What the fill page (/m/intake/{uniqueId}) shows' })
export class IntakeFormFill {
  @Field(() => ID) uniqueId: string;
  @Field({ description: 'The client filled it in already' }) completed: boolean;
  @Field(() => String, { nullable: true, description: 'SurveyJS JSON as sent; null once completed' }) form: string | null;
  @Field(() => String, { nullable: true, description: 'A SurveyJS theme, JSON' }) theme: string | null;
  @Field() practiceName: string;
  @Field({ description: "The practitioner's website: the practice's public page path, /{shortLink}" }) practiceUrl: string;
}

@ObjectType({ description: "A client's answers to an intake form (spec 001 §3 intakeForm: JSON text, time)" })
export class ClientIntakeForm {
  @Field(() => ID) uniqueId: string;
  @Field({ description: 'The answers: SurveyJS result data, JSON text' }) data: string;
  @Field({ description: 'When they were submitted (ISO instant)' }) time: string;
  @Field({ description: 'The form (SurveyJS JSON) the client answered, as it was sent' }) form: string;
  @Field({ description: 'When that form was sent' }) sentAt: string;
}
