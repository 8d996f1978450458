import { SOCIAL_CARD_SIZE } from '@/components/seo/socialCard';
import { courseSocialCard } from '@/components/seo/courseSocialCard';
import { courseBySlug } from '@/lib/courses';

const course = courseBySlug('pythonfullstack');

export const size = SOCIAL_CARD_SIZE;
export const contentType = 'image/png';
export const alt = `${course.title} course`;

export default function Image() {
  return courseSocialCard(course);
}
