import { deciderSpec } from '#testing/es';
import { ISSUING_STATES } from './credential-catalog.js';
import { ProfileMessages as M } from './profile-messages.js';
import { profileDecider, type CredentialInput } from './profile.decide.js';
import type { ProfileEvent } from './profile.js';

const spec = deciderSpec(profileDecider);
const license: CredentialInput = { practiceId: 'p1', proCredentialId: 'c1', credentialId: 'lmt', issuerId: 'state-massage-board', stateIssued: 'CA', licenseNumber: ' MT-1234 ' };
const submit = (overrides: Partial<CredentialInput> = {}) => ({ type: 'SubmitCredential' as const, input: { ...license, ...overrides } });
const submitted = (id: string, overrides: Partial<CredentialInput> = {}): ProfileEvent => ({
  type: 'ProCredentialSubmitted',
  data: {
    practiceId: 'p1', proCredentialId: id, kind: 'license', credentialId: 'lmt', credentialName: 'Licensed Massage Therapist (LMT)',
    issuerId: 'state-massage-board', issuerName: 'State Board of Massage Therapy', stateIssued: 'CA', licenseNumber: 'MT-1234',
    documentUrl: null, documentName: null, ...(overrides as object),
  },
});
const approved = (id: string): ProfileEvent => ({ type: 'ProCredentialApproved', data: { practiceId: 'p1', proCredentialId: id } });
const image = (id: string) => ({ galleryImageId: id, photoUrl: `/files/${id}` });

describe('profile decider: credentials', () => {
  it('a license is submitted pending with the catalog names and a trimmed number', () => spec.given([]).when(submit()).then([submitted('c1')]));
  it('a license needs credential, issuer, license number and issuing state', () => {
    spec.given([]).when(submit({ credentialId: null })).thenThrows(M.credentialRequired);
    spec.given([]).when(submit({ credentialId: 'made-up' })).thenThrows(M.credentialRequired);
    spec.given([]).when(submit({ issuerId: null })).thenThrows(M.issuerRequired);
    spec.given([]).when(submit({ issuerId: 'nobody' })).thenThrows(M.issuerRequired);
    spec.given([]).when(submit({ licenseNumber: '   ' })).thenThrows(M.licenseNumberRequired);
    spec.given([]).when(submit({ licenseNumber: 'x'.repeat(51) })).thenThrows(M.licenseNumberTooLong);
    spec.given([]).when(submit({ stateIssued: null })).thenThrows(M.stateRequired);
    spec.given([]).when(submit({ stateIssued: 'XX' })).thenThrows(M.stateRequired);
    spec.given([]).when(submit({ stateIssued: 'QC' })).then(([e]) => expect(e.data).toMatchObject({ stateIssued: 'QC' }));
  });
  it('a certification or degree needs an uploaded document instead, issuer optional', () => {
    spec.given([]).when(submit({ credentialId: 'ryt-200', issuerId: null, licenseNumber: null, stateIssued: null })).thenThrows(M.documentRequired);
    spec.given([]).when(submit({ credentialId: 'mac', issuerId: null, documentUrl: '/files/abc', documentName: 'diploma.pdf' })).then(([e]) =>
      expect(e.data).toMatchObject({ kind: 'degree', issuerId: null, stateIssued: null, licenseNumber: null, documentUrl: '/files/abc', documentName: 'diploma.pdf' }),
    );
    spec.given([]).when(submit({ credentialId: 'ryt-500', issuerId: 'yoga-alliance', documentUrl: '/files/abc', documentName: '' })).then(([e]) =>
      expect(e.data).toMatchObject({ kind: 'certification', issuerName: 'Yoga Alliance', documentName: 'Document' }),
    );
  });
  it('at most 5 credentials, pending ones included', () => {
    const five = ['a', 'b', 'c', 'd', 'e'].map((id) => submitted(id));
    spec.given(five).when(submit({ proCredentialId: 'f' })).thenThrows(M.maxCredentials);
    spec.given([...five, { type: 'ProCredentialRemoved', data: { practiceId: 'p1', proCredentialId: 'a' } }]).when(submit({ proCredentialId: 'f' })).then(([e]) => expect(e.type).toBe('ProCredentialSubmitted'));
  });
  it('support approves a pending credential once; unknown ids are not found', () => {
    spec.given([submitted('c1')]).when({ type: 'ApproveCredential', practiceId: 'p1', proCredentialId: 'c1' }).then([approved('c1')]);
    spec.given([submitted('c1'), approved('c1')]).when({ type: 'ApproveCredential', practiceId: 'p1', proCredentialId: 'c1' }).thenThrows(M.alreadyApproved);
    spec.given([]).when({ type: 'ApproveCredential', practiceId: 'p1', proCredentialId: 'c1' }).thenThrows(M.credentialNotFound);
  });
  it('removes a pending or approved credential; unknown is not found', () => {
    spec.given([submitted('c1')]).when({ type: 'RemoveCredential', practiceId: 'p1', proCredentialId: 'c1' }).then([{ type: 'ProCredentialRemoved', data: { practiceId: 'p1', proCredentialId: 'c1' } }]);
    spec.given([]).when({ type: 'RemoveCredential', practiceId: 'p1', proCredentialId: 'c1' }).thenThrows(M.credentialNotFound);
  });
  it('reorders exactly the approved credentials; the same order changes nothing', () => {
    const given = [submitted('a'), submitted('b'), submitted('p'), approved('a'), approved('b')];
    spec.given(given).when({ type: 'ReorderCredentials', practiceId: 'p1', proCredentialIds: ['b', 'a'] }).then([{ type: 'ProCredentialsReordered', data: { practiceId: 'p1', proCredentialIds: ['b', 'a'] } }]);
    spec.given(given).when({ type: 'ReorderCredentials', practiceId: 'p1', proCredentialIds: ['a', 'b'] }).thenNothingHappens();
    spec.given(given).when({ type: 'ReorderCredentials', practiceId: 'p1', proCredentialIds: ['b', 'a', 'p'] }).thenThrows(M.reorderMismatch);
    spec.given(given).when({ type: 'ReorderCredentials', practiceId: 'p1', proCredentialIds: ['a', 'a'] }).thenThrows(M.reorderMismatch);
  });
  it('an approval goes after the approved ones in their order', () => {
    const state = [submitted('a'), submitted('b'), submitted('c'), approved('b'), approved('a'), { type: 'ProCredentialsReordered', data: { practiceId: 'p1', proCredentialIds: ['a', 'b'] } } as ProfileEvent, approved('c')]
      .reduce(profileDecider.evolve, profileDecider.initialState());
    expect(state.credentials.map((c) => `${c.proCredentialId}:${c.state}`)).toEqual(['a:approved', 'b:approved', 'c:approved']);
  });
});

describe('profile decider: gallery and modal', () => {
  const added = (...ids: string[]): ProfileEvent => ({ type: 'GalleryImagesAdded', data: { practiceId: 'p1', images: ids.map(image) } });
  it('adds 1 to 10 photos per upload, at most 30 in all', () => {
    spec.given([]).when({ type: 'AddGalleryImages', practiceId: 'p1', images: [image('a')] }).then([added('a')]);
    spec.given([]).when({ type: 'AddGalleryImages', practiceId: 'p1', images: [] }).thenThrows(M.noImages);
    const eleven = Array.from({ length: 11 }, (_, i) => image(`i${i}`));
    spec.given([]).when({ type: 'AddGalleryImages', practiceId: 'p1', images: eleven }).thenThrows(M.tooManyPerUpload);
    const thirty = [added(...Array.from({ length: 10 }, (_, i) => `a${i}`)), added(...Array.from({ length: 10 }, (_, i) => `b${i}`)), added(...Array.from({ length: 10 }, (_, i) => `c${i}`))];
    spec.given(thirty).when({ type: 'AddGalleryImages', practiceId: 'p1', images: [image('x')] }).thenThrows(M.galleryFull);
  });
  it('removes a photo by id; unknown is not found', () => {
    spec.given([added('a', 'b')]).when({ type: 'RemoveGalleryImage', practiceId: 'p1', galleryImageId: 'a' }).then([{ type: 'GalleryImageRemoved', data: { practiceId: 'p1', galleryImageId: 'a' } }]);
    spec.given([added('a')]).when({ type: 'RemoveGalleryImage', practiceId: 'p1', galleryImageId: 'z' }).thenThrows(M.photoNotFound);
  });
  it('reorders exactly the gallery photos', () => {
    spec.given([added('a', 'b')]).when({ type: 'ReorderGalleryImages', practiceId: 'p1', galleryImageIds: ['b', 'a'] }).then([{ type: 'GalleryImagesReordered', data: { practiceId: 'p1', galleryImageIds: ['b', 'a'] } }]);
    spec.given([added('a', 'b')]).when({ type: 'ReorderGalleryImages', practiceId: 'p1', galleryImageIds: ['a', 'b'] }).thenNothingHappens();
    spec.given([added('a', 'b')]).when({ type: 'ReorderGalleryImages', practiceId: 'p1', galleryImageIds: ['b'] }).thenThrows(M.photoReorderMismatch);
  });
  it("sets a photo's alt text (spaces tidied, at most 250 characters); the same again or blank on none changes nothing", () => {
    const alt = (galleryImageId: string, altText: string | null) => ({ type: 'ChangeGalleryImageAltText' as const, practiceId: 'p1', galleryImageId, altText });
    const changed = (altText: string | null): ProfileEvent => ({ type: 'GalleryImageAltTextChanged', data: { practiceId: 'p1', galleryImageId: 'a', altText } });
    spec.given([added('a')]).when(alt('a', '  Hot stone   massage ')).then([changed('Hot stone massage')]);
    spec.given([added('a'), changed('Hot stone massage')]).when(alt('a', 'Hot stone massage')).thenNothingHappens();
    spec.given([added('a'), changed('Hot stone massage')]).when(alt('a', ' ')).then([changed(null)]);
    spec.given([added('a')]).when(alt('a', null)).thenNothingHappens();
    spec.given([added('a')]).when(alt('a', 'x'.repeat(251))).thenThrows(M.altTextTooLong);
    spec.given([added('a')]).when(alt('z', 'Hands')).thenThrows(M.photoNotFound);
  });
  it('the completed modal is dismissed once', () => {
    spec.given([]).when({ type: 'DismissCompletedModal', practiceId: 'p1' }).then([{ type: 'ProfileCompletedModalDismissed', data: { practiceId: 'p1' } }]);
    spec.given([{ type: 'ProfileCompletedModalDismissed', data: { practiceId: 'p1' } }]).when({ type: 'DismissCompletedModal', practiceId: 'p1' }).thenNothingHappens();
  });
});

describe('credential catalog', () => {
  it('issuing states: 50 U.S. states, DC and 13 Canadian provinces and territories', () => {
    expect(ISSUING_STATES).toHaveLength(64);
    expect(ISSUING_STATES.map((s) => s.code)).toEqual(expect.arrayContaining(['DC', 'NU', 'YT', 'QC', 'WY']));
  });
});
