/**
 * The server's check of a vitals beacon: exactly the shape lib/vitals/protocol.ts describes, a known route
 * pattern, a known connection type, known metric names within their ranges. Anything else is refused whole:
 * no field is guessed at, trimmed or kept in part.
 */
import { CONNECTION_TYPES, METRICS, metricNamed } from './metrics.mjs';
import { isKnownRoute } from './routes';
import type { VitalsBeacon } from './protocol';

const TOP_LEVEL_KEYS = ['connection', 'metrics', 'route'];

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The beacon in `text`, checked; null when it is anything but a well-formed beacon of this site. */
export function parseBeacon(text: string): VitalsBeacon | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isPlainObject(body)) return null;
  const keys = Object.keys(body).sort();
  if (keys.length !== TOP_LEVEL_KEYS.length || keys.some((key, i) => key !== TOP_LEVEL_KEYS[i])) return null;
  const { route, connection, metrics } = body;
  if (!isKnownRoute(route)) return null;
  if (typeof connection !== 'string' || !CONNECTION_TYPES.includes(connection)) return null;
  if (!isPlainObject(metrics)) return null;
  const names = Object.keys(metrics);
  if (names.length === 0 || names.length > METRICS.length) return null;
  const checked: Record<string, number> = {};
  for (const name of names) {
    const definition = metricNamed(name);
    const value = metrics[name];
    if (!definition || typeof value !== 'number' || !Number.isFinite(value)) return null;
    if (value < 0 || value > definition.max) return null;
    // A part comes with its metric, as web-vitals reports them together.
    if (definition.parent !== null && !names.includes(definition.parent)) return null;
    checked[name] = value;
  }
  return { route, connection, metrics: checked };
}
