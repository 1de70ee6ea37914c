import { isSpecialty, searchSpecialties, SPECIALTIES, SPECIALTY_CATEGORIES, specialtyById } from './specialties.js';

describe('specialties', () => {
  it('ships a few hundred specialties with unique slug ids in about 15 categories', () => {
    expect(SPECIALTIES.length).toBeGreaterThanOrEqual(250);
    const ids = SPECIALTIES.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(new Set(SPECIALTIES.map((s) => s.name.toLowerCase())).size).toBe(SPECIALTIES.length);
    expect(SPECIALTY_CATEGORIES.length).toBe(15);
    expect([...new Set(SPECIALTIES.map((s) => s.category))]).toEqual(SPECIALTY_CATEGORIES);
    for (const category of SPECIALTY_CATEGORIES) expect(SPECIALTIES.filter((s) => s.category === category).length).toBeGreaterThanOrEqual(10);
  });

  it('finds a specialty by its id', () => {
    expect(isSpecialty('deep-tissue-massage')).toBe(true);
    expect(specialtyById('deep-tissue-massage')).toEqual({ id: 'deep-tissue-massage', name: 'Deep Tissue Massage', category: 'Massage' });
    expect(specialtyById('acupuncture')?.category).toBe('Acupuncture & TCM');
    expect(isSpecialty('Deep Tissue Massage')).toBe(false);
    expect(isSpecialty('underwater-basket-weaving')).toBe(false);
    expect(specialtyById('nope')).toBeNull();
  });

  it('no text lists everything in list order, a page at a time', () => {
    const first = searchSpecialties('');
    expect(first).toMatchObject({ page: 0, nbHits: SPECIALTIES.length, nbPages: Math.ceil(SPECIALTIES.length / 50) });
    expect(first.hits).toEqual(SPECIALTIES.slice(0, 50));
    expect(searchSpecialties(null, 1).hits).toEqual(SPECIALTIES.slice(50, 100));
    expect(searchSpecialties(undefined, 0, 10).hits).toEqual(SPECIALTIES.slice(0, 10));
    expect(searchSpecialties('   ').nbHits).toBe(SPECIALTIES.length);
  });

  it('hitsPerPage is kept to 1..100 and the page to 0 or more', () => {
    expect(searchSpecialties('', 0, 500).hits).toHaveLength(100);
    expect(searchSpecialties('', 0, 0).hits).toHaveLength(1);
    expect(searchSpecialties('', 0, -3).hits).toHaveLength(1);
    expect(searchSpecialties('', -2, 10)).toMatchObject({ page: 0, hits: SPECIALTIES.slice(0, 10) });
    expect(searchSpecialties('', 999).hits).toEqual([]);
  });

  it('matches case- and accent-insensitively: word starts first, then names containing the text', () => {
    const names = searchSpecialties('MASSAGE', 0, 100).hits.map((h) => h.name);
    expect(names).toContain('Deep Tissue Massage');
    expect(searchSpecialties('rèiki').hits[0]?.name).toBe('Reiki');
    const yoga = searchSpecialties('yoga', 0, 100).hits.map((h) => h.name);
    expect(yoga.slice(0, 2)).toEqual(['Hatha Yoga', 'Vinyasa Yoga']);
    // "ta" starts "Tai Chi", "Kinesio Taping"... and is inside "Meditation": word starts come first.
    const ga = searchSpecialties('ta', 0, 100).hits;
    const firstInside = ga.findIndex((h) => !h.name.toLowerCase().split(/[^a-z0-9]+/).some((w) => w.startsWith('ta')));
    expect(firstInside).toBeGreaterThan(0);
    expect(ga.slice(firstInside).every((h) => !h.name.toLowerCase().split(/[^a-z0-9]+/).some((w) => w.startsWith('ta')))).toBe(true);
    const names2 = ga.map((h) => h.name);
    expect(names2.indexOf('Kinesio Taping')).toBeLessThan(names2.indexOf('Meditation'));
    expect(names2.indexOf('Tai Chi')).toBeLessThan(firstInside);
    expect(searchSpecialties('deep tis').hits.map((h) => h.id)).toEqual(['deep-tissue-massage']);
    expect(searchSpecialties('zzzz')).toEqual({ hits: [], page: 0, nbPages: 0, nbHits: 0 });
  });
});
