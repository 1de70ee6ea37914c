// The keywords editor's reads and commands (spec 002 §2 Keywords, §3 Skill): the practice's skills in
// its order, the shipped specialties to pick from, and the three commands that change the list.
import { graphql } from '../../../graphql';
import type { PracticeSkillsQuery, SpecialtiesQuery } from '../../../graphql/graphql';
import { graphqlRequest } from '../../../shared/graphqlRequest';
import { requireSuccess } from '../../shared/commandRejected';

const SKILLS = graphql(`query PracticeSkills { practiceSkills { id endorsementsCount specialty { id name category } } }`);

const SPECIALTIES = graphql(`query Specialties($text: String, $page: Int, $hitsPerPage: Int) {
  specialties(text: $text, page: $page, hitsPerPage: $hitsPerPage) { page nbPages nbHits hits { id name category } }
}`);

const UPDATE = graphql(`mutation UpdateSkills($skillIds: [ID!]!) {
  updateSkills(skillIds: $skillIds) { result errors skills { id endorsementsCount specialty { id name category } } }
}`);

const DELETE = graphql(`mutation DeleteSkills($skillId: String!) {
  deleteSkills(skillId: $skillId) { result errors skills { id endorsementsCount specialty { id name category } } }
}`);

const MOVE = graphql(`mutation MoveSkills($skillArray: [String!]!) {
  moveSkills(skillArray: $skillArray) { result errors skills { id endorsementsCount specialty { id name category } } }
}`);

export type Skill = PracticeSkillsQuery['practiceSkills'][number];
export type Specialty = SpecialtiesQuery['specialties']['hits'][number];

/** The search dialog's page size (spec 002 §7: specialties, 50 per page). */
export const SPECIALTIES_PER_PAGE = 50;

const refused = { result: null, errors: [] as string[], skills: [] as Skill[] };

export async function fetchSkills(): Promise<Skill[]> {
  return (await graphqlRequest(SKILLS)).practiceSkills;
}

export async function searchSpecialties(text: string, page: number) {
  return (await graphqlRequest(SPECIALTIES, { text: text.trim() || null, page, hitsPerPage: SPECIALTIES_PER_PAGE })).specialties;
}

export async function updateSkills(skillIds: string[]): Promise<Skill[]> {
  return requireSuccess((await graphqlRequest(UPDATE, { skillIds })).updateSkills ?? refused).skills;
}

export async function deleteSkill(skillId: string): Promise<Skill[]> {
  return requireSuccess((await graphqlRequest(DELETE, { skillId })).deleteSkills ?? refused).skills;
}

/** `skillArray`: "<id>:<1-based position>" for every keyword (keywordOrder.positionsOf). */
export async function moveSkills(skillArray: string[]): Promise<Skill[]> {
  return requireSuccess((await graphqlRequest(MOVE, { skillArray })).moveSkills ?? refused).skills;
}
