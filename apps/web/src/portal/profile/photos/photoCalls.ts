// The Photos tab's calls (spec 002 §7 "Profile"): the gallery, addGalleryImage(handles) after each
// file went through POST /uploads, removeGalleryImage(galleryId), reorderGalleryImages(photosArray).
import { graphql } from '../../../graphql';
import type { GalleryImagesQuery } from '../../../graphql/graphql';
import { graphqlRequest } from '../../../shared/graphqlRequest';
import { requireSuccess } from '../../shared/commandRejected';
import { uploadPhoto } from '../../services/eventTypes/eventTypeCalls';

const GALLERY = graphql(`query GalleryImages { galleryImages { id defaultPhotoUrl } }`);
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
