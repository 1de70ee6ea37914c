// What a refused date argument looks like to a caller (apps/api/src/graphql/date-time.scalar.ts):
// HTTP 400, one BAD_USER_INPUT error with the scalar's sentence, and no data.
import { DATE_TIME_MESSAGE, LOCAL_DATE_MESSAGE } from '../../apps/api/src/graphql/date-time.scalar.js';
import type { GraphQLResponse } from './graphql-client.js';

export { DATE_TIME_MESSAGE, LOCAL_DATE_MESSAGE };

/** The parts of a response that show a refusal, for one toEqual. */
export const refusalOf = (res: GraphQLResponse) => ({
  status: res.status,
  data: res.data ?? null,
  errors: res.errors?.map((e) => [e.message, e.extensions?.code]),
});

const refused = (message: string, count = 1) => ({ status: 400, data: null, errors: Array.from({ length: count }, () => [message, 'BAD_USER_INPUT']) });

/** `count` arguments refused as date-times. */
export const refusedDateTime = (count = 1) => refused(DATE_TIME_MESSAGE, count);
export const refusedLocalDate = (count = 1) => refused(LOCAL_DATE_MESSAGE, count);
