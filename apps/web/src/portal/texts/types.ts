import type { TextOutboxQuery } from '../../graphql/graphql';

/** One text the product sent; `timeZone` is the practice's, added by the query to show sentAt in. */
export type TextItem = TextOutboxQuery['textOutbox']['items'][number] & { timeZone: string };
