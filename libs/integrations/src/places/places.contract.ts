// The contract every places adapter passes (the gazetteer here; a geocoding API's adapter against
// a local fake of it). Discovery and the profile rely on exactly this.
import { describe, expect, it } from '@jest/globals';
import type { Places } from './places.js';

export const placesContract = (name: string, make: () => Places): void => {
  describe(`places contract: ${name}`, () => {
    it('suggests localities that start with the text, largest first, at most the limit', async () => {
      const suggestions = await make().autocomplete('port', 3);
      expect(suggestions).toHaveLength(3);
      expect(suggestions[0]).toMatchObject({ description: 'Portland, OR, US', mainText: 'Portland', secondaryText: 'OR, US', types: ['locality'] });
      expect(suggestions.every((s) => s.mainText.toLowerCase().startsWith('port'))).toBe(true);
    });

    it('ignores case and accents, and takes a state after the name', async () => {
      const places = make();
      expect((await places.autocomplete('MONTREAL', 1))[0]?.description).toBe('Montréal, QC, CA');
      expect((await places.autocomplete('portland, me', 5)).map((s) => s.description)).toEqual(['Portland, ME, US']);
    });

    it('knows the largest cities of both countries', async () => {
      const places = make();
      for (const city of ['New York, NY, US', 'Los Angeles, CA, US', 'Chicago, IL, US', 'Toronto, ON, CA', 'Vancouver, BC, CA', 'Calgary, AB, CA']) {
        expect((await places.autocomplete(city, 1))[0]?.description).toBe(city);
      }
    });

    it("gives a suggestion's place with its coordinates and zone", async () => {
      const places = make();
      const [toronto] = await places.autocomplete('Toronto', 1);
      const place = await places.place(toronto.id);
      expect(place).toMatchObject({ id: toronto.id, city: 'Toronto', stateAbbreviation: 'ON', countryCode: 'CA', timeZone: 'America/Toronto' });
      expect(place!.latitude).toBeCloseTo(43.7, 0);
      expect(place!.longitude).toBeCloseTo(-79.4, 0);
    });

    it('answers nothing for empty text, no match or an unknown id', async () => {
      const places = make();
      expect(await places.autocomplete('  ', 5)).toEqual([]);
      expect(await places.autocomplete('zzzqx', 5)).toEqual([]);
      expect(await places.place('nowhere')).toBeNull();
    });
  });
};
