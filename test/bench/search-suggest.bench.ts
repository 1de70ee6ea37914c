// Autosuggest over 10,000 practitioners and 500 therapies (issue 18): the search port's Postgres
// index, every prefix of a set of queries typed one keystroke at a time (typos included), p50/p95
// per keystroke. Run alone: npm run bench -- autosuggest
import { performance } from 'node:perf_hooks';
import { openDatabase } from '#app/postgres';
import { SPECIALTIES } from '#app/reviews';
import { PostgresSearchIndex, type PractitionerSearchDocument, type Therapy } from '#app/search';
import type { BenchBackend } from './bench-databases.js';

const FIRST = ['Maya', 'Jordan', 'Priya', 'Sam', 'Elena', 'Marcus', 'Hannah', 'Diego', 'Grace', 'Tom', 'Aisha', 'Noah', 'Lila', 'Kenji', 'Olivia', 'Ravi', 'Chloe', 'Ana', 'Leo', 'Zoe'];
const LAST = ['Chen', 'Reyes', 'Natarajan', 'Okafor', 'Petrova', 'Bell', 'Lee', 'Alvarez', 'Kim', 'Walsh', 'Rahman', 'Fischer', 'Moreno', 'Watanabe', 'Grant', 'Shah', 'Martin', 'Silva', 'Novak', 'Haddad'];
const KEYSTROKES = ['massage', 'masage', 'deep tissue', 'acupuncture', 'reiki', 'maya chen', 'yoga therapy', 'craniosacral', 'chiropractic', 'lymphatic'];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export const benchAutosuggest = async (backend: BenchBackend, practitioners = 10_000, therapies = 500) => {
  const db = await openDatabase({ databaseUrl: backend.databaseUrl });
  try {
    const index = new PostgresSearchIndex(db);
    await index.ensure();
    const extra: Therapy[] = Array.from({ length: Math.max(0, therapies - SPECIALTIES.length) }, (_, i) => ({ id: `extra-${i}`, name: `${SPECIALTIES[i % SPECIALTIES.length].name} Level ${Math.floor(i / SPECIALTIES.length) + 2}`, category: SPECIALTIES[i % SPECIALTIES.length].category }));
    await index.upsertTherapies([...SPECIALTIES, ...extra].slice(0, therapies));
    const loadStart = performance.now();
    for (let start = 0; start < practitioners; start += 1000) {
      const batch: PractitionerSearchDocument[] = [];
      for (let i = start; i < Math.min(practitioners, start + 1000); i++) {
        const name = `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]}`;
        const services = [SPECIALTIES[(i * 7) % SPECIALTIES.length].name, SPECIALTIES[(i * 13 + 5) % SPECIALTIES.length].name];
        batch.push({
          id: `p${i}`, name: `${name} ${services[0].split(' ')[0]} ${i}`, shortLink: `p-${i}`, headline: null, photoUrl: null, services, specialties: [],
          latitude: 25 + (i % 200) / 10, longitude: -120 + (i % 450) / 10, virtual: i % 4 === 0, inPerson: i % 4 !== 0, verified: i % 3 === 0,
          rating: i % 5 === 0 ? null : 3 + (i % 3), reviewCount: i % 5, listed: i % 20 !== 0,
        });
      }
      await index.upsertPractitioners(batch);
    }
    if (db.kind === 'postgres') await db.query('analyze');
    const loadSeconds = (performance.now() - loadStart) / 1000;
    const queries = KEYSTROKES.flatMap((q) => Array.from({ length: q.length }, (_, i) => q.slice(0, i + 1)));
    for (const q of queries.slice(0, 10)) await index.suggest(q); // warm up
    const times: number[] = [];
    for (let round = 0; round < 3; round++) {
      for (const q of queries) {
        const t = performance.now();
        await index.suggest(q);
        times.push(performance.now() - t);
      }
    }
    if (process.env.BENCH_VERBOSE) {
      const per = new Map<string, number>();
      queries.forEach((q, i) => per.set(q, Math.max(times[i], times[i + queries.length], times[i + 2 * queries.length])));
      console.log([...per].filter(([, ms]) => ms > 15).map(([q, ms]) => `${q}:${ms.toFixed(0)}`).join(' '));
    }
    times.sort((a, b) => a - b);
    return { p50Ms: percentile(times, 50), p95Ms: percentile(times, 95), maxMs: times[times.length - 1], queries: times.length, loadSeconds };
  } finally {
    await db.close();
  }
};
