import { SOCIAL_CARD_SIZE, socialCard } from '@/components/seo/socialCard';
import { site } from '@/lib/site';

export const size = SOCIAL_CARD_SIZE;
export const contentType = 'image/png';
export const alt = `${site.name}: ${site.tagline}`;

export default function Image() {
  return socialCard({
    eyebrow: 'IT training in Pune',
    title: 'Courses with placement support',
    subtitle: 'MERN Stack · Python Full Stack · Data Science · Data Analyst',
  });
}
