// The texts of the profile's credentials, photos and status (spec 002 §5, §8, §9).
export const MAX_CREDENTIALS = 5;
export const MAX_IMAGES_PER_UPLOAD = 10;
/** Ours (the spec names only the per-upload limit): a gallery holds at most this many photos. */
export const MAX_GALLERY_IMAGES = 30;
export const MAX_LICENSE_NUMBER_LENGTH = 50;
export const MAX_DOCUMENT_NAME_LENGTH = 200;

export const ProfileMessages = {
  maxCredentials: 'You can add a maximum of 5 credentials.',
  credentialRequired: 'Please choose a credential.',
  issuerRequired: 'Please choose an issuer.',
  licenseNumberRequired: 'Please enter your license number.',
  licenseNumberTooLong: 'The license number is too long: at most 50 characters.',
  stateRequired: 'Please choose the issuing state or province.',
  documentRequired: 'Please upload a PDF or an image of your certificate or degree.',
  documentNotFound: 'Document not found. Please upload it again.',
  credentialNotFound: 'Credential not found',
  alreadyApproved: 'This credential is already approved.',
  reorderMismatch: 'The list does not match your approved credentials. Please refresh the page.',
  submitted: "Nice work! We'll email you after our review.",
  deleted: 'Credential was deleted successfully.',
  submitFailed: 'There was an error submitting your credential. Please try again or contact support if it persists.',
  removeFailed: 'There was an error deleting your credential. Please try again or contact support if it persists.',
  reorderFailed: 'There was error reordering your credentials. Please try again or contact support if it persists.',
  noImages: 'Please choose at least one photo.',
  tooManyPerUpload: 'You can upload up to 10 photos at a time.',
  galleryFull: 'Your gallery can hold at most 30 photos.',
  photoNotFound: 'Photo not found',
  altTextTooLong: 'Alt text can be at most 250 characters.',
  altTextSaved: 'Alt text saved',
  photoReorderMismatch: 'The list does not match your photos. Please refresh the page.',
  deletePhotoFailed: 'Failed to delete photo',
  savePhotosFailed: 'There was an error saving your photos. Please try again.',
  reorderPhotosFailed: 'There was an error reordering your photos. Please try again.',
  statusSyncFailed: 'There was an error syncing your profile status. Please refresh the page.',
} as const;
