// The contact form's checks, as the server makes them (it checks again).
import { phoneProblem } from '@app/clients/shared';
import type { ContactDetails } from './contactDetails';

export type ContactProblems = Partial<Record<keyof ContactDetails, string>>;

export const MAX_NAME_LENGTH = 100;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function contactProblem(field: keyof ContactDetails, value: string): string | null {
  const trimmed = value.trim();
  switch (field) {
    case 'firstName':
      return trimmed ? null : 'First name is required.';
    case 'lastName':
      return trimmed ? null : 'Last name is required.';
    case 'email':
      if (!trimmed) return 'Email is required.';
      return trimmed.length <= 254 && EMAIL.test(trimmed) ? null : 'Please enter a valid email address.';
    case 'phone':
      return phoneProblem(value);
  }
}

export function contactProblems(contact: ContactDetails): ContactProblems {
  const problems: ContactProblems = {};
  for (const field of Object.keys(contact) as (keyof ContactDetails)[]) {
    const problem = contactProblem(field, contact[field]);
    if (problem) problems[field] = problem;
  }
  return problems;
}
