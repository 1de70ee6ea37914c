import { initials } from '../../shared/initials';
import { AppLink } from '../navigation/AppLink';
import type { PublicPractice } from './publicPractice';

/** The practitioner (initials avatar, name, phone) and the practice name. */
export function PracticeHeader({ practice }: { practice: PublicPractice }) {
  const { user } = practice;
  return (
    <header className="card practice-header">
      <span className="avatar avatar-large" aria-hidden="true">
        {initials(user.name)}
      </span>
      <div>
        <h1 className="practice-name">
          <AppLink href={practice.url}>{practice.name}</AppLink>
        </h1>
        <p className="practitioner-line">
          <span>{user.name}</span>
          {user.phone && (
            <a className="practitioner-phone" href={`tel:${user.phone}`}>
              {user.phone}
            </a>
          )}
        </p>
      </div>
    </header>
  );
}
