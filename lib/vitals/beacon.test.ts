/** @jest-environment node */
import { parseBeacon } from './beacon';

const valid = {
  route: '/blog/[id]/[title]',
  connection: '4g',
  metrics: {
    LCP: 1834,
    'LCP.timeToFirstByte': 120,
    'LCP.resourceLoadDelay': 0,
    'LCP.resourceLoadDuration': 0,
    'LCP.elementRenderDelay': 1714,
    FCP: 900,
    TTFB: 120,
    CLS: 0.0123,
    INP: 48,
    'INP.inputDelay': 2,
    'INP.processingDuration': 30,
    'INP.presentationDelay': 16,
  },
};
const text = (value: unknown) => JSON.stringify(value);

describe('a vitals beacon, as the server checks it', () => {
  it('is taken when it has exactly the shape the browser sends', () => {
    expect(parseBeacon(text(valid))).toEqual(valid);
    expect(parseBeacon(text({ route: '/', connection: 'unknown', metrics: { CLS: 0 } }))).toEqual({
      route: '/',
      connection: 'unknown',
      metrics: { CLS: 0 },
    });
  });

  it.each([
    ['not JSON', 'route=/'],
    ['an array', text([valid])],
    ['null', 'null'],
    ['a route that is a full address', text({ ...valid, route: '/blog/12/my-post' })],
    ['a made-up route', text({ ...valid, route: '/wp-login.php' })],
    ['a route of another case', text({ ...valid, route: '/coursesmain' })],
    ['no route', text({ connection: '4g', metrics: valid.metrics })],
    ['an unknown connection type', text({ ...valid, connection: '5g' })],
    ['a connection that is not text', text({ ...valid, connection: 4 })],
    ['an extra field (an identifier, say)', text({ ...valid, visitor: 'abc' })],
    ['no metrics', text({ ...valid, metrics: {} })],
    ['metrics as a list', text({ ...valid, metrics: [1834] })],
    ['an unknown metric', text({ ...valid, metrics: { FID: 12 } })],
    [
      'a metric of the prototype',
      text({ ...valid, metrics: { __proto__: 1 } }).replace('{}', '{"__proto__":1}'),
    ],
    ['a negative value', text({ ...valid, metrics: { LCP: -1 } })],
    ['an LCP of ten minutes', text({ ...valid, metrics: { LCP: 600_000 } })],
    ['a CLS of 50', text({ ...valid, metrics: { CLS: 50 } })],
    ['a value as text', text({ ...valid, metrics: { LCP: '1834' } })],
    ['a value that is not finite', text({ ...valid, metrics: { LCP: 1 } }).replace('1}', '1e999}')],
    ['a part without its metric', text({ ...valid, metrics: { 'LCP.elementRenderDelay': 100 } })],
  ])('is refused whole with %s', (_, body) => {
    expect(parseBeacon(body)).toBeNull();
  });
});
