import { initials } from '../../shared/initials';
import { AppLink } from '../navigation/AppLink';
import type { PublicPractice } from './publicPractice';

/** The practitioner (headshot or initials, name, title, phone), the practice name, its headline and about. */
export function PracticeHeader({ practice, withAbout = false }: { practice: PublicPractice; withAbout?: boolean }) {
  const { user, profile } = practice;
  return (
    <header className="card practice-header">
      {profile.photoUrl ? (
        <img className="avatar avatar-large practice-photo" src={profile.photoUrl} alt={`${user.name}'s headshot`} />
      ) : (
        <span className="avatar avatar-large" aria-hidden="true">
          {initials(user.name)}
        </span>
      )}
      <div>
        <h1 className="practice-name">
          <AppLink href={practice.url}>{practice.name}</AppLink>
        </h1>
        <p className="practitioner-line">
          <span>{user.name}</span>
          {profile.title && <span className="practitioner-title">{profile.title}</span>}
          {user.phone && (
            <a className="practitioner-phone" href={`tel:${user.phone}`}>
              {user.phone}
            </a>
          )}
        </p>
        {profile.headline && <p className="practice-headline">{profile.headline}</p>}
        {profile.location && <p className="practice-location">{profile.location}</p>}
        {withAbout && profile.about && <p className="practice-about">{profile.about}</p>}
      </div>
    </header>
  );
}
