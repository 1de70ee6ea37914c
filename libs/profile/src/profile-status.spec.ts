import { profileStatus, type ProfileFacts } from './profile-status.js';

const none: ProfileFacts = { hasPhoto: false, hasHeadline: false, hasAbout: false, hasService: false, hasLocationWithHours: false, hasApprovedCredential: false, hasReview: false, completedModalDismissed: false };
const complete: ProfileFacts = { ...none, hasPhoto: true, hasHeadline: true, hasAbout: true, hasService: true, hasLocationWithHours: true };

describe('profile status', () => {
  it('Incomplete - Not Published while a completion step is missing, with the percentage done', () => {
    const s = profileStatus({ ...none, hasService: true, hasLocationWithHours: true, hasApprovedCredential: true });
    expect(s.status).toBe('Incomplete - Not Published');
    expect(s.completionPercent).toBe(40);
    expect(s.unfinishedSteps).toBe(4);
    expect(s.showCompletedModal).toBe(false);
    expect(s.completionSteps.map((x) => [x.link, x.completed])).toEqual([
      ['/portal/settings/personal', false], ['/portal/profile', false], ['/portal/profile', false], ['/portal/profile/services', true], ['/portal/profile/locations', true],
    ]);
    expect(profileStatus(none).completionPercent).toBe(0);
  });
  it('Not Published when complete and no verification step is done; the completed modal shows until dismissed', () => {
    const s = profileStatus(complete);
    expect(s).toMatchObject({ status: 'Not Published', completionPercent: 100, unfinishedSteps: 2, showCompletedModal: true });
    expect(profileStatus({ ...complete, completedModalDismissed: true }).showCompletedModal).toBe(false);
  });
  it('Complete with one verification step done (either one)', () => {
    expect(profileStatus({ ...complete, hasApprovedCredential: true }).status).toBe('Complete');
    expect(profileStatus({ ...complete, hasReview: true })).toMatchObject({ status: 'Complete', unfinishedSteps: 1 });
  });
  it('Verified when both verification steps are done', () => {
    const s = profileStatus({ ...complete, hasApprovedCredential: true, hasReview: true });
    expect(s).toMatchObject({ status: 'Verified', unfinishedSteps: 0 });
    expect(s.verificationSteps.every((x) => x.completed)).toBe(true);
  });
  it('verification alone does not make an incomplete profile verified', () => {
    expect(profileStatus({ ...none, hasApprovedCredential: true, hasReview: true }).status).toBe('Incomplete - Not Published');
  });
});
