import { useEffect, useState } from 'react';
import { graphql } from '../../graphql';
import type { PracticeGalleryQuery } from '../../graphql/graphql';
import { graphqlRequest } from '../../shared/graphqlRequest';

type GalleryImage = PracticeGalleryQuery['publicGalleryImages'][number];

const PRACTICE_GALLERY = graphql(`
  query PracticeGallery($shortLink: String!) {
    publicGalleryImages(shortLink: $shortLink) { id defaultPhotoUrl altText }
  }
`);

/**
 * The practice's photo gallery on its public page, in the pro's order; each photo opens full
 * size. Nothing while there are none (or while loading, or if they cannot be read).
 */
export function PracticeGallery({ shortLink }: { shortLink: string }) {
  const [images, setImages] = useState<GalleryImage[]>([]);
  useEffect(() => {
    let live = true;
    graphqlRequest(PRACTICE_GALLERY, { shortLink: shortLink.toLowerCase() }).then(
      (data) => live && setImages(data.publicGalleryImages),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [shortLink]);
  if (images.length === 0) return null;
  return (
    <section className="card" aria-labelledby="gallery-heading">
      <h2 id="gallery-heading" className="section-title">Photos</h2>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 8 }}>
        {images.map((image, index) => (
          <li key={image.id}>
            <a href={image.defaultPhotoUrl} target="_blank" rel="noreferrer">
              <img src={image.defaultPhotoUrl} alt={image.altText || `Practice photo ${index + 1} of ${images.length}`} loading="lazy" style={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 6, display: 'block' }} />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
