// The Photos tab's calls (spec 002 §7 "Profile"): the gallery, addGalleryImage(handles) after each
// file went through POST /uploads, removeGalleryImage(galleryId), reorderGalleryImages(photosArray),
// and each photo's alt text (updateGalleryImageAltText; generateImageAltText proposes one).
import { graphql } from '../../../graphql';
import type { GalleryImagesQuery } from '../../../graphql/graphql';
import { graphqlRequest } from '../../../shared/graphqlRequest';
import { requireSuccess } from '../../shared/commandRejected';
import { uploadPhoto } from '../../services/eventTypes/eventTypeCalls';

const GALLERY = graphql(`query GalleryImages { galleryImages { id defaultPhotoUrl altText } }`);
const ALT_TEXT = graphql(`mutation UpdateGalleryImageAltText($galleryId: ID!, $altText: String) { updateGalleryImageAltText(galleryId: $galleryId, altText: $altText) { result errors } }`);
const GENERATE_ALT_TEXT = graphql(`mutation GeneratePhotoAltText($context: String) { generateImageAltText(context: $context) { result errors altText } }`);
const ADD = graphql(`mutation AddGalleryImage($handles: [String!]!) { addGalleryImage(handles: $handles) { result errors galleryImages { id defaultPhotoUrl } } }`);
const REMOVE = graphql(`mutation RemoveGalleryImage($galleryId: ID!) { removeGalleryImage(galleryId: $galleryId) { result errors } }`);
const REORDER = graphql(`mutation ReorderGalleryImages($photosArray: [ID!]!) { reorderGalleryImages(photosArray: $photosArray) { result errors } }`);

export type GalleryImage = GalleryImagesQuery['galleryImages'][number];

export async function fetchGallery(): Promise<GalleryImage[]> {
  return (await graphqlRequest(GALLERY)).galleryImages;
}

/** Uploads each image (JPEG, PNG, WebP or GIF, at most 5 MB), then adds them all to the gallery at once. */
export async function addPhotos(files: File[]): Promise<void> {
  const handles: string[] = [];
  for (const file of files) handles.push(await uploadPhoto(file));
  requireSuccess((await graphqlRequest(ADD, { handles })).addGalleryImage);
}

export async function removePhoto(galleryId: string): Promise<void> {
  requireSuccess((await graphqlRequest(REMOVE, { galleryId })).removeGalleryImage);
}

export async function reorderPhotos(ids: string[]): Promise<void> {
  requireSuccess((await graphqlRequest(REORDER, { photosArray: ids })).reorderGalleryImages);
}

export async function saveAltText(galleryId: string, altText: string): Promise<void> {
  requireSuccess((await graphqlRequest(ALT_TEXT, { galleryId, altText })).updateGalleryImageAltText);
}

/** An alt text composed from what the pro typed (what the photo shows), the practice's name and place. */
export async function generateAltText(context: string): Promise<string> {
  const answer = (await graphqlRequest(GENERATE_ALT_TEXT, { context: context.trim() || null })).generateImageAltText;
  requireSuccess(answer);
  return answer.altText ?? '';
}
