// The choice lists of the Misc tab (spec 002 §3 "Practice details": languages, ageWorkWiths,
// workWiths, each id and name), shipped with the product. Ids are stable: stored events hold them.
export interface Choice {
  id: string;
  name: string;
}

const choices = (names: string[]): Choice[] => names.map((name) => ({ id: name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, ''), name }));

export const LANGUAGES: Choice[] = choices([
  'English', 'Spanish', 'French', 'Mandarin', 'Cantonese', 'Tagalog', 'Vietnamese', 'Arabic', 'Korean', 'Russian',
  'German', 'Hindi', 'Portuguese', 'Italian', 'Polish', 'Japanese', 'Punjabi', 'Urdu', 'Persian', 'Hebrew',
  'Greek', 'Ukrainian', 'Haitian Creole', 'Bengali', 'Gujarati', 'Tamil', 'Thai', 'Turkish', 'Dutch', 'American Sign Language',
]);

export const AGE_WORK_WITHS: Choice[] = choices(['Infants (0-1)', 'Children (2-12)', 'Teens (13-17)', 'Adults (18-64)', 'Seniors (65+)']);

export const WORK_WITHS: Choice[] = choices([
  'Athletes', 'Pregnant and postpartum', 'Couples', 'Families', 'LGBTQ+', 'Veterans', 'Chronic pain', 'Injury recovery',
  'Cancer patients and survivors', 'People with disabilities', 'Office workers', 'Performers and artists', 'First responders', 'Students',
]);
