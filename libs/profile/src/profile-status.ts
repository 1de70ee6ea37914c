// The profile status sidebar (spec 002 §4 "Profile status", §3 "Profile status data"): what the
// pro has done decides the status. Completion steps come first; once all are done the profile is
// "Not Published" until a verification step is done (then "Complete"), and "Verified" when both
// verification steps (an approved credential, a first review) are done.
export interface ProfileFacts {
  hasPhoto: boolean;
  hasHeadline: boolean;
  hasAbout: boolean;
  hasService: boolean;
  hasLocationWithHours: boolean;
  hasApprovedCredential: boolean;
  hasReview: boolean;
  completedModalDismissed: boolean;
}

export type ProfileStatusName = 'Incomplete - Not Published' | 'Not Published' | 'Complete' | 'Verified';

export interface ProfileStep {
  name: string;
  link: string;
  completed: boolean;
}

export interface ProfileStatus {
  status: ProfileStatusName;
  completionSteps: ProfileStep[];
  verificationSteps: ProfileStep[];
  /** Whole percent of the completion steps done. */
  completionPercent: number;
  /** Steps not done yet (completion and verification), for the Profile menu's badge. */
  unfinishedSteps: number;
  showCompletedModal: boolean;
}

export const profileStatus = (facts: ProfileFacts): ProfileStatus => {
  const completionSteps: ProfileStep[] = [
    { name: 'Add a headshot photo', link: '/portal/settings/personal', completed: facts.hasPhoto },
    { name: 'Write a headline', link: '/portal/profile', completed: facts.hasHeadline },
    { name: 'Write about yourself', link: '/portal/profile', completed: facts.hasAbout },
    { name: 'Add a service', link: '/portal/profile/services', completed: facts.hasService },
    { name: 'Add a location with hours', link: '/portal/profile/locations', completed: facts.hasLocationWithHours },
  ];
  const verificationSteps: ProfileStep[] = [
    { name: 'Get a credential approved', link: '/portal/profile/credentials', completed: facts.hasApprovedCredential },
    { name: 'Get your first review', link: '/portal/reviews', completed: facts.hasReview },
  ];
  const done = completionSteps.filter((s) => s.completed).length;
  const complete = done === completionSteps.length;
  const verified = verificationSteps.filter((s) => s.completed).length;
  const status: ProfileStatusName = !complete
    ? 'Incomplete - Not Published'
    : verified === verificationSteps.length
      ? 'Verified'
      : verified > 0
        ? 'Complete'
        : 'Not Published';
  const unfinishedSteps = [...completionSteps, ...verificationSteps].filter((s) => !s.completed).length;
  return {
    status, completionSteps, verificationSteps, unfinishedSteps,
    completionPercent: Math.round((done * 100) / completionSteps.length),
    showCompletedModal: complete && !facts.completedModalDismissed,
  };
};
