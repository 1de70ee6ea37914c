// The shipped lists behind the credential form (spec 002 §7 "search index queries" for credentials
// and issuers, §9 issuing states): common wellness credentials and their issuers, searched by a
// word prefix or a contained text. A license names its issuer and state; a certification or a
// degree is proven by an uploaded document instead.
export type CredentialKind = 'license' | 'certification' | 'degree';
export const CREDENTIAL_KINDS: readonly CredentialKind[] = ['license', 'certification', 'degree'];

export interface CatalogEntry {
  id: string;
  name: string;
  kind: CredentialKind;
}

const entry = (id: string, name: string, kind: CredentialKind): CatalogEntry => ({ id, name, kind });

export const CREDENTIALS: readonly CatalogEntry[] = [
  entry('lmt', 'Licensed Massage Therapist (LMT)', 'license'),
  entry('rmt', 'Registered Massage Therapist (RMT)', 'license'),
  entry('lac', 'Licensed Acupuncturist (LAc)', 'license'),
  entry('dc', 'Doctor of Chiropractic (DC)', 'license'),
  entry('nd', 'Naturopathic Doctor (ND)', 'license'),
  entry('rn', 'Registered Nurse (RN)', 'license'),
  entry('pt', 'Physical Therapist (PT)', 'license'),
  entry('ot', 'Occupational Therapist (OT)', 'license'),
  entry('lpc', 'Licensed Professional Counselor (LPC)', 'license'),
  entry('lcsw', 'Licensed Clinical Social Worker (LCSW)', 'license'),
  entry('rd', 'Registered Dietitian (RD)', 'license'),
  entry('esthetician', 'Licensed Esthetician', 'license'),
  entry('ncbtmb-bc', 'NCBTMB Board Certification in Therapeutic Massage and Bodywork (BCTMB)', 'certification'),
  entry('nccaom-dipl', 'NCCAOM Diplomate of Acupuncture (Dipl. Ac.)', 'certification'),
  entry('ryt-200', 'Registered Yoga Teacher (RYT-200)', 'certification'),
  entry('ryt-500', 'Registered Yoga Teacher (RYT-500)', 'certification'),
  entry('e-ryt', 'Experienced Registered Yoga Teacher (E-RYT)', 'certification'),
  entry('reiki-master', 'Reiki Master', 'certification'),
  entry('cpt', 'Certified Personal Trainer (CPT)', 'certification'),
  entry('doula', 'Certified Doula', 'certification'),
  entry('health-coach', 'Certified Health Coach', 'certification'),
  entry('pilates', 'Certified Pilates Instructor', 'certification'),
  entry('mac', 'Master of Acupuncture (MAc)', 'degree'),
  entry('msom', 'Master of Science in Oriental Medicine (MSOM)', 'degree'),
  entry('bs-kinesiology', 'Bachelor of Science in Kinesiology', 'degree'),
  entry('ms-nutrition', 'Master of Science in Nutrition', 'degree'),
];

export const ISSUERS: readonly CatalogEntry[] = [
  entry('state-massage-board', 'State Board of Massage Therapy', 'license'),
  entry('state-acupuncture-board', 'State Board of Acupuncture', 'license'),
  entry('state-chiropractic-board', 'State Board of Chiropractic Examiners', 'license'),
  entry('state-naturopathic-board', 'State Board of Naturopathic Medicine', 'license'),
  entry('state-nursing-board', 'State Board of Nursing', 'license'),
  entry('state-physical-therapy-board', 'State Board of Physical Therapy', 'license'),
  entry('state-counseling-board', 'State Board of Professional Counselors', 'license'),
  entry('state-cosmetology-board', 'State Board of Cosmetology', 'license'),
  entry('state-dietetics-board', 'State Board of Dietetics', 'license'),
  entry('cmto', 'College of Massage Therapists of Ontario (CMTO)', 'license'),
  entry('cmtbc', 'College of Massage Therapists of British Columbia (CMTBC)', 'license'),
  entry('nccaom', 'National Certification Commission for Acupuncture and Oriental Medicine (NCCAOM)', 'certification'),
  entry('ncbtmb', 'National Certification Board for Therapeutic Massage and Bodywork (NCBTMB)', 'certification'),
  entry('yoga-alliance', 'Yoga Alliance', 'certification'),
  entry('nasm', 'National Academy of Sports Medicine (NASM)', 'certification'),
  entry('ace', 'American Council on Exercise (ACE)', 'certification'),
  entry('dona', 'DONA International', 'certification'),
  entry('pma', 'Pilates Method Alliance (PMA)', 'certification'),
  entry('accredited-school', 'Accredited college or university', 'degree'),
];

/** Spec §9: all U.S. states plus DC and the 13 Canadian provinces and territories. */
export const ISSUING_STATES: readonly { code: string; name: string }[] = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'], ['CO', 'Colorado'],
  ['CT', 'Connecticut'], ['DE', 'Delaware'], ['DC', 'District of Columbia'], ['FL', 'Florida'], ['GA', 'Georgia'], ['HI', 'Hawaii'],
  ['ID', 'Idaho'], ['IL', 'Illinois'], ['IN', 'Indiana'], ['IA', 'Iowa'], ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'],
  ['ME', 'Maine'], ['MD', 'Maryland'], ['MA', 'Massachusetts'], ['MI', 'Michigan'], ['MN', 'Minnesota'], ['MS', 'Mississippi'],
  ['MO', 'Missouri'], ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'], ['NH', 'New Hampshire'], ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'], ['NY', 'New York'], ['NC', 'North Carolina'], ['ND', 'North Dakota'], ['OH', 'Ohio'], ['OK', 'Oklahoma'],
  ['OR', 'Oregon'], ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'], ['SC', 'South Carolina'], ['SD', 'South Dakota'], ['TN', 'Tennessee'],
  ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'], ['VA', 'Virginia'], ['WA', 'Washington'], ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
  ['AB', 'Alberta'], ['BC', 'British Columbia'], ['MB', 'Manitoba'], ['NB', 'New Brunswick'], ['NL', 'Newfoundland and Labrador'],
  ['NS', 'Nova Scotia'], ['NT', 'Northwest Territories'], ['NU', 'Nunavut'], ['ON', 'Ontario'], ['PE', 'Prince Edward Island'],
  ['QC', 'Quebec'], ['SK', 'Saskatchewan'], ['YT', 'Yukon'],
].map(([code, name]) => ({ code, name }));

export const isIssuingState = (code: unknown): boolean => typeof code === 'string' && ISSUING_STATES.some((s) => s.code === code);

export const credentialById = (id: unknown): CatalogEntry | undefined => CREDENTIALS.find((c) => c.id === id);
export const issuerById = (id: unknown): CatalogEntry | undefined => ISSUERS.find((i) => i.id === id);
