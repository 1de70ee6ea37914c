// The places port's adapter: the offline gazetteer (embedded default). A geocoding API's adapter
// would be chosen here from the configuration when one is written.
import type { Provider } from '@nestjs/common';
import { GazetteerPlaces, type Places } from '#app/integrations';

export const PLACES = Symbol('PLACES');

export const placesProvider: Provider = { provide: PLACES, useFactory: (): Places => new GazetteerPlaces() };
