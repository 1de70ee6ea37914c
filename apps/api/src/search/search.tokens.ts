/** The search port (libs/search); the embedded default is PostgresSearchIndex on the app's database. */
export const SEARCH_INDEX = Symbol('SEARCH_INDEX');
