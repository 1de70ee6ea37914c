export const PERSISTENCE = Symbol('PERSISTENCE');
