import type { DataProvider, RaRecord } from 'react-admin';

/** Creates the record, or updates it when the draft carries an id (an edit). */
export async function saveRecord<R extends RaRecord>(dataProvider: DataProvider, resource: string, values: Partial<R>): Promise<R> {
  const result = values.id
    ? await dataProvider.update<R>(resource, { id: values.id, data: values, previousData: values as R })
    : await dataProvider.create<R>(resource, { data: values as R });
  return result.data;
}
