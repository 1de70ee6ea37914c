// Injection tokens of the storage ports: each part is bound on its own, so a handler asks for the
// event store, a resolver for the read model it reads, and neither sees the rest.
export const EVENT_STORE = Symbol('EVENT_STORE');
export const DOCUMENT_STORE = Symbol('DOCUMENT_STORE');
export const PROJECTION_RUNNER = Symbol('PROJECTION_RUNNER');
/** The database client itself (its kind decides how much work to run at once). */
export const DATABASE = Symbol('DATABASE');
