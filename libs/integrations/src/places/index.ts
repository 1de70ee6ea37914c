export * from './places.js';
export { GazetteerPlaces, foldText } from './gazetteer-places.js';
