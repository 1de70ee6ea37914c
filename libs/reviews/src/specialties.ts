// The specialties a pro can pick as keywords (endorsement topics): a shipped list of wellness
// therapies, grouped by category. A specialty's id is a stable slug of its name; a practice's
// skill ids are these ids, so an id here must never change once shipped (add, don't rename).
export interface Specialty {
  id: string;
  name: string;
  category: string;
}

// Category -> names, in the order the list shows them.
const BY_CATEGORY: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['Massage', [
    'Swedish Massage', 'Deep Tissue Massage', 'Sports Massage', 'Hot Stone Massage', 'Prenatal Massage', 'Postnatal Massage', 'Thai Massage',
    'Lomi Lomi Massage', 'Shiatsu', 'Trigger Point Therapy', 'Myofascial Release', 'Lymphatic Drainage Massage', 'Aromatherapy Massage',
    'Chair Massage', 'Couples Massage', 'Geriatric Massage', 'Oncology Massage', 'Medical Massage', 'Neuromuscular Therapy', 'Cupping Massage',
    'Bamboo Massage', 'Ashiatsu', 'Tui Na', 'Abhyanga', 'Scalp Massage', 'Hand and Arm Massage', 'Foot Massage', 'Infant Massage',
    'Pediatric Massage', 'TMJ Massage', 'Scar Tissue Massage', 'Lymphedema Therapy', 'Gua Sha Massage', 'Stretch Massage', 'Balinese Massage',
    'Kobido Facial Massage', 'Manual Lymphatic Drainage',
  ]],
  ['Bodywork', [
    'Craniosacral Therapy', 'Rolfing Structural Integration', 'Structural Integration', 'Feldenkrais Method', 'Alexander Technique', 'Trager Approach',
    'Zero Balancing', 'Bowen Therapy', 'Active Release Technique', 'Muscle Energy Technique', 'Positional Release', 'Orthopedic Massage',
    'Hellerwork', 'Visceral Manipulation', 'Watsu', 'Ortho-Bionomy', 'Somatic Experiencing', 'Rosen Method', 'Jin Shin Jyutsu',
    'Instrument Assisted Soft Tissue Mobilization', 'Kinesio Taping', 'Assisted Stretching', 'Fascial Stretch Therapy', 'Reflexology',
  ]],
  ['Acupuncture & TCM', [
    'Acupuncture', 'Acupressure', 'Electroacupuncture', 'Auricular Acupuncture', 'Cosmetic Acupuncture', 'Dry Needling', 'Moxibustion', 'Cupping Therapy',
    'Gua Sha', 'Chinese Herbal Medicine', 'Traditional Chinese Medicine', 'Japanese Acupuncture', 'Five Element Acupuncture', 'Fertility Acupuncture',
    'Sports Acupuncture', 'NADA Protocol', 'Qigong Therapy', 'Tuina Therapy', 'Scalp Acupuncture', 'Korean Hand Acupuncture',
  ]],
  ['Chiropractic', [
    'Chiropractic Adjustment', 'Spinal Manipulation', 'Activator Method', 'Gonstead Technique', 'Diversified Technique', 'Thompson Drop Technique',
    'Flexion-Distraction', 'Sacro Occipital Technique', 'Upper Cervical Care', 'Applied Kinesiology', 'Pediatric Chiropractic', 'Prenatal Chiropractic',
    'Webster Technique', 'Sports Chiropractic', 'Spinal Decompression', 'Posture Correction', 'Network Spinal Analysis', 'Extremity Adjusting',
  ]],
  ['Energy Work', [
    'Reiki', 'Healing Touch', 'Therapeutic Touch', 'Polarity Therapy', 'Pranic Healing', 'Quantum Touch', 'Chakra Balancing', 'Crystal Healing',
    'Emotional Freedom Technique', 'Energy Medicine', 'Biofield Tuning', 'Matrix Energetics', 'Theta Healing', 'Karuna Reiki', 'Aura Cleansing',
    'Distance Healing', 'Marma Therapy', 'Integrated Energy Therapy',
  ]],
  ['Movement & Yoga', [
    'Hatha Yoga', 'Vinyasa Yoga', 'Ashtanga Yoga', 'Iyengar Yoga', 'Kundalini Yoga', 'Yin Yoga', 'Restorative Yoga', 'Prenatal Yoga',
    'Postnatal Yoga', 'Hot Yoga', 'Power Yoga', 'Chair Yoga', 'Yoga Therapy', 'Yoga Nidra', 'Aerial Yoga', 'Kids Yoga', 'Trauma-Informed Yoga',
    'Pilates', 'Mat Pilates', 'Reformer Pilates', 'Tai Chi', 'Qigong', 'Dance Movement Therapy', 'Gyrotonic', 'Nia', 'Barre', 'Acro Yoga',
  ]],
  ['Mind-Body', [
    'Meditation', 'Mindfulness', 'Mindfulness-Based Stress Reduction', 'Breathwork', 'Holotropic Breathwork', 'Guided Imagery', 'Hypnotherapy',
    'Biofeedback', 'Neurofeedback', 'Progressive Muscle Relaxation', 'Autogenic Training', 'Somatic Therapy', 'Body Scan Meditation',
    'Transcendental Meditation', 'Loving-Kindness Meditation', 'Stress Management', 'Relaxation Therapy', 'Sleep Coaching', 'Wim Hof Method',
  ]],
  ['Coaching', [
    'Life Coaching', 'Health Coaching', 'Wellness Coaching', 'Career Coaching', 'Executive Coaching', 'Relationship Coaching', 'Spiritual Coaching',
    'Mindset Coaching', 'Confidence Coaching', 'Accountability Coaching', 'Parenting Coaching', 'Transformational Coaching', 'Weight Loss Coaching',
    'ADHD Coaching', 'Recovery Coaching', 'Grief Coaching', 'Leadership Coaching', 'Burnout Coaching',
  ]],
  ['Nutrition', [
    'Nutritional Counseling', 'Holistic Nutrition', 'Functional Nutrition', 'Sports Nutrition', 'Prenatal Nutrition', 'Pediatric Nutrition',
    'Weight Management', 'Meal Planning', 'Plant-Based Nutrition', 'Ketogenic Diet', 'Gut Health', 'Food Sensitivity Testing', 'Detox Programs',
    'Intuitive Eating', 'Anti-Inflammatory Diet', 'Diabetes Nutrition', 'Eating Disorder Nutrition', 'Elimination Diet',
  ]],
  ['Counseling & Therapy', [
    'Cognitive Behavioral Therapy', 'Dialectical Behavior Therapy', 'EMDR', 'Psychotherapy', 'Couples Counseling', 'Family Therapy',
    'Grief Counseling', 'Trauma Therapy', 'Art Therapy', 'Play Therapy', 'Music Therapy', 'Addiction Counseling', 'Anxiety Counseling',
    'Depression Counseling', 'Acceptance and Commitment Therapy', 'Internal Family Systems', 'Gestalt Therapy', 'Narrative Therapy',
    'Solution-Focused Therapy', 'Psychodynamic Therapy', 'Sex Therapy', 'Equine-Assisted Therapy', 'Ecotherapy', 'Group Therapy',
  ]],
  ['Skin & Beauty', [
    'Facials', 'Microdermabrasion', 'Chemical Peels', 'Dermaplaning', 'Microneedling', 'LED Light Therapy', 'Body Wraps', 'Body Scrubs',
    'Waxing', 'Sugaring', 'Eyelash Extensions', 'Lash Lift', 'Brow Shaping', 'Makeup Artistry', 'Manicure', 'Pedicure', 'Organic Skincare',
    'Acne Treatment', 'Anti-Aging Facial', 'Hydrafacial', 'Oxygen Facial', 'Spray Tanning',
  ]],
  ['Spiritual', [
    'Shamanic Healing', 'Spiritual Counseling', 'Intuitive Readings', 'Tarot Reading', 'Astrology', 'Akashic Records Reading', 'Past Life Regression',
    'Soul Retrieval', 'Mediumship', 'Angel Therapy', 'Sacred Ceremony', 'Cacao Ceremony', 'Smudging', 'Numerology', 'Dream Work',
    'Spiritual Direction', 'Human Design Reading',
  ]],
  ['Fitness', [
    'Personal Training', 'Strength Training', 'Functional Training', 'HIIT', 'Boxing', 'Kickboxing', 'CrossFit', 'Indoor Cycling',
    'Running Coaching', 'Swimming Instruction', 'Kettlebell Training', 'Mobility Training', 'Flexibility Training', 'Senior Fitness',
    'Pre and Postnatal Fitness', 'Corrective Exercise', 'Bootcamp', 'Calisthenics', 'Martial Arts', 'Rehabilitation Exercise',
  ]],
  ['Holistic Medicine', [
    'Naturopathy', 'Homeopathy', 'Ayurveda', 'Functional Medicine', 'Integrative Medicine', 'Herbalism', 'Aromatherapy', 'Essential Oils',
    'Colon Hydrotherapy', 'Hydrotherapy', 'Infrared Sauna', 'Cryotherapy', 'Float Therapy', 'IV Nutrient Therapy', 'Ozone Therapy', 'Iridology',
    'Bach Flower Remedies', 'Craniosacral Osteopathy', 'Osteopathy', 'Physical Therapy', 'Occupational Therapy', 'Doula Services',
    'Midwifery', 'Lactation Consulting', 'Panchakarma', 'Red Light Therapy',
  ]],
  ['Sound & Art', [
    'Sound Healing', 'Sound Bath', 'Singing Bowl Therapy', 'Gong Bath', 'Tuning Fork Therapy', 'Drum Circle', 'Vocal Toning', 'Music Lessons',
    'Expressive Arts Therapy', 'Drama Therapy', 'Creative Writing Workshops', 'Mandala Art', 'Voice Therapy', 'Binaural Beats', 'Chanting',
  ]],
];

/** Lowercase, accents removed: how names and the search text are compared. */
const fold = (text: string): string => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

const slug = (name: string): string => fold(name).replace(/&/g, ' and ').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

export const SPECIALTY_CATEGORIES: ReadonlyArray<string> = BY_CATEGORY.map(([category]) => category);

export const SPECIALTIES: ReadonlyArray<Specialty> = BY_CATEGORY.flatMap(([category, names]) => names.map((name) => ({ id: slug(name), name, category })));

const BY_ID = new Map(SPECIALTIES.map((s) => [s.id, s]));

export const isSpecialty = (id: string): boolean => BY_ID.has(id);

export const specialtyById = (id: string): Specialty | null => BY_ID.get(id) ?? null;

const FOLDED = SPECIALTIES.map((s) => ({ specialty: s, name: fold(s.name), words: fold(s.name).split(/[^a-z0-9]+/).filter(Boolean) }));

export interface SpecialtyPage {
  hits: Specialty[];
  page: number;
  nbPages: number;
  nbHits: number;
}

/**
 * The specialties matching the text: names with a word starting with it first, then names
 * containing it elsewhere, each in list order; no text lists them all. hitsPerPage is kept to 1..100.
 */
export const searchSpecialties = (text: string | null | undefined, page = 0, hitsPerPage = 50): SpecialtyPage => {
  const per = Math.min(100, Math.max(1, Math.floor(Number.isFinite(hitsPerPage) ? hitsPerPage : 50)));
  const at = Math.max(0, Math.floor(Number.isFinite(page) ? page : 0));
  const query = fold((text ?? '').trim());
  let matches: Specialty[];
  if (!query) {
    matches = [...SPECIALTIES];
  } else {
    const first = FOLDED.filter((f) => f.name.startsWith(query) || f.words.some((w) => w.startsWith(query)) || ` ${f.name}`.includes(` ${query}`));
    const firstIds = new Set(first.map((f) => f.specialty.id));
    const rest = FOLDED.filter((f) => !firstIds.has(f.specialty.id) && f.name.includes(query));
    matches = [...first, ...rest].map((f) => f.specialty);
  }
  return { hits: matches.slice(at * per, at * per + per), page: at, nbPages: Math.ceil(matches.length / per), nbHits: matches.length };
};
