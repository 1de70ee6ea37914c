/**
 * Turns event data into rows for a key/value table: nested objects become dotted
 * keys ("client.firstName"), arrays get indexes ("services.0.name").
 */
export function flattenData(value: unknown, prefix = ''): [string, string][] {
  if (value === null || value === undefined) return prefix ? [[prefix, String(value)]] : [];
  if (Array.isArray(value)) {
    if (value.length === 0) return prefix ? [[prefix, '[]']] : [];
    return value.flatMap((item, index) => flattenData(item, prefix ? `${prefix}.${index}` : String(index)));
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) return prefix ? [[prefix, '{}']] : [];
    return entries.flatMap(([key, item]) => flattenData(item, prefix ? `${prefix}.${key}` : key));
  }
  return [[prefix || 'value', String(value)]];
}
