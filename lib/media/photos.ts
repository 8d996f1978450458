import photos from './photos.json';

/**
 * The raster illustrations under public/images: file, pixel size and alt text of each. photos.json is the record
 * to edit by hand; the drawings are original artwork made in code (not photographs) by tools/art/raster, which
 * reads this file to know where to write each image and at what size.
 */
export interface Photo {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export const eventPhotos: Photo[] = photos.eventPhotos;
export const studentPhotos: Photo[] = photos.studentPhotos;
export const wallOfLove: Photo[] = photos.wallOfLove;
export const heroStudents: Photo = photos.heroStudents;
export const howItWorks: Photo = photos.howItWorks;
