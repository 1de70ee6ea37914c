// The texts the product sent for the pro's practice, newest first (the server's order).
import type { GetListParams } from 'react-admin';
import { graphql } from '../../graphql';
import { resourceQuery, type ResourceQueries } from '../resourceQuery';
import type { TextItem } from './types';

const LIST = graphql(`query TextOutbox($limit: Int, $offset: Int) {
  textOutbox(limit: $limit, offset: $offset) { total items { id to body type recipientKind sentVia sentAt } }
  currentPractice { id timeZone }
}`);

export const textQueries: ResourceQueries = {
  GET_LIST: ({ pagination }: GetListParams) =>
    resourceQuery(
      LIST,
      {
        limit: pagination?.perPage ?? 25,
        offset: pagination ? (pagination.page - 1) * pagination.perPage : 0,
      },
      (data) => {
        const timeZone = data.currentPractice?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
        const items: TextItem[] = data.textOutbox.items.map((item) => ({ ...item, timeZone }));
        return { data: items, total: data.textOutbox.total };
      },
    ),
};
