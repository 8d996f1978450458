import { SvgImage } from '@/components/ui/SvgImage';
import { alumniCities, citySummary, type AlumniCity } from '@/lib/content/placements';
import styles from './AlumniMap.module.css';

/** Marker radius in map units (the map is 100 × 100): area grows with the city's share. */
function radius(share: number, largest: number): number {
  return 1.3 + 2.4 * Math.sqrt(share / largest);
}

const LABEL_GAP = 1.2;
const LABEL_SIZE = 3.4;

function labelPosition(city: AlumniCity, r: number) {
  switch (city.labelSide) {
    case 'left':
      return { x: city.x - r - LABEL_GAP, y: city.y, anchor: 'end' as const };
    case 'right':
      return { x: city.x + r + LABEL_GAP, y: city.y, anchor: 'start' as const };
    case 'above':
      return { x: city.x, y: city.y - r - LABEL_GAP - LABEL_SIZE / 2, anchor: 'middle' as const };
    case 'below':
      return { x: city.x, y: city.y + r + LABEL_GAP + LABEL_SIZE / 2, anchor: 'middle' as const };
  }
}

/**
 * The map of India with a marker per city where alumni work, sized by share. The drawing is decorative
 * for assistive technology: the list beside it carries the same figures as text.
 */
export function AlumniMap() {
  const largest = Math.max(...alumniCities.map((city) => city.share));
  return (
    <figure className={styles.figure}>
      <div className={styles.map} aria-hidden="true">
        <SvgImage src="/images/india-map.svg" alt="" width={500} height={500} className={styles.outline} />
        <svg className={styles.markers} viewBox="0 0 100 100">
          {alumniCities.map((city) => {
            const r = radius(city.share, largest);
            const label = labelPosition(city, r);
            return (
              <g key={city.city}>
                <circle className={styles.marker} cx={city.x} cy={city.y} r={r} />
                <text
                  className={styles.label}
                  x={label.x}
                  y={label.y}
                  textAnchor={label.anchor}
                  dominantBaseline="middle"
                  fontSize={LABEL_SIZE}
                >
                  {city.city} {city.share}%
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      <div>
        <figcaption className={styles.caption}>{citySummary()}</figcaption>
        <ol className={styles.cities}>
          {alumniCities.map((city) => (
            <li key={city.city} className={styles.city}>
              <span className={styles.cityName}>{city.city}</span>
              <span className={styles.share}>{city.share}%</span>
              <span className={styles.bar} aria-hidden="true">
                <span style={{ width: `${(city.share / largest) * 100}%` }} />
              </span>
            </li>
          ))}
        </ol>
      </div>
    </figure>
  );
}
