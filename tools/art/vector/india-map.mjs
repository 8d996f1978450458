// The outline of India behind the alumni map's markers.
import { r1, svg } from './svg.mjs';

/** Simplified outline of India (as drawn on official Indian maps), clockwise from the northern tip: [lon, lat]. */
const INDIA = [
  [74.6, 37.05],
  [75.6, 36.8],
  [76.6, 35.9],
  [77.8, 35.5],
  [78.9, 35.6],
  [80.2, 35.4],
  [80.0, 34.2],
  [79.3, 33.2],
  [78.9, 32.5],
  [78.5, 32.2],
  [78.7, 31.4],
  [79.4, 31.0],
  [80.2, 30.6],
  [81.0, 30.2],
  [80.2, 29.0],
  [80.05, 28.8],
  [81.3, 28.2],
  [82.5, 27.5],
  [83.4, 27.4],
  [84.2, 27.4],
  [85.0, 26.9],
  [86.0, 26.6],
  [87.2, 26.4],
  [88.1, 26.4],
  [88.1, 27.0],
  [88.0, 27.9],
  [88.6, 28.1],
  [88.9, 27.4],
  [88.9, 26.9],
  [89.8, 26.7],
  [91.0, 26.8],
  [92.1, 26.9],
  [92.0, 27.5],
  [91.7, 27.8],
  [92.5, 27.9],
  [93.5, 28.6],
  [94.5, 29.2],
  [95.5, 29.3],
  [96.2, 29.3],
  [96.6, 29.0],
  [97.4, 28.3],
  [97.2, 27.8],
  [96.2, 27.3],
  [95.4, 26.7],
  [95.1, 26.5],
  [94.7, 25.7],
  [94.7, 25.1],
  [94.2, 24.0],
  [93.4, 23.9],
  [93.3, 23.0],
  [93.1, 22.2],
  [92.6, 21.95],
  [92.3, 22.6],
  [92.25, 23.7],
  [91.7, 22.95],
  [91.2, 23.6],
  [91.4, 24.1],
  [92.0, 24.4],
  [92.4, 24.9],
  [91.8, 25.15],
  [90.5, 25.2],
  [89.85, 25.3],
  [89.85, 26.0],
  [89.0, 26.3],
  [88.45, 26.45],
  [88.15, 25.8],
  [88.45, 25.2],
  [88.1, 24.8],
  [88.7, 24.3],
  [88.75, 23.6],
  [88.7, 23.2],
  [89.1, 22.8],
  [89.1, 22.1],
  [89.0, 21.7],
  [88.6, 21.6],
  [88.1, 21.65],
  [87.5, 21.6],
  [87.0, 21.2],
  [86.8, 20.5],
  [86.7, 20.3],
  [86.4, 20.0],
  [85.8, 19.8],
  [85.2, 19.5],
  [84.8, 19.2],
  [84.1, 18.4],
  [83.3, 17.7],
  [82.3, 16.8],
  [82.3, 16.5],
  [81.5, 16.3],
  [81.2, 16.15],
  [81.0, 15.75],
  [80.35, 15.7],
  [80.2, 15.0],
  [80.35, 14.2],
  [80.55, 13.5],
  [80.6, 13.08],
  [80.45, 12.6],
  [80.0, 11.9],
  [79.85, 10.8],
  [79.85, 10.3],
  [79.3, 10.3],
  [79.0, 9.5],
  [79.3, 9.25],
  [78.6, 9.1],
  [78.2, 8.8],
  [77.8, 8.3],
  [77.55, 8.08],
  [77.1, 8.35],
  [76.95, 8.5],
  [76.6, 8.9],
  [76.3, 9.5],
  [76.25, 9.95],
  [75.9, 10.8],
  [75.8, 11.25],
  [75.35, 11.87],
  [75.0, 12.5],
  [74.85, 12.9],
  [74.5, 14.0],
  [74.1, 14.8],
  [73.8, 15.5],
  [73.45, 16.05],
  [73.3, 17.0],
  [73.0, 18.0],
  [72.75, 18.5],
  [72.5, 19.0],
  [72.6, 19.6],
  [72.75, 20.4],
  [72.65, 21.1],
  [72.6, 21.6],
  [72.45, 22.3],
  [72.15, 21.75],
  [71.6, 21.0],
  [71.0, 20.7],
  [70.4, 20.9],
  [69.9, 21.3],
  [69.6, 21.6],
  [68.97, 22.24],
  [69.1, 22.47],
  [70.05, 22.47],
  [70.5, 22.9],
  [69.7, 22.8],
  [69.35, 22.83],
  [68.7, 23.2],
  [68.4, 23.6],
  [68.8, 24.2],
  [69.5, 24.3],
  [70.1, 24.35],
  [70.7, 24.3],
  [71.1, 24.65],
  [70.6, 25.1],
  [70.3, 25.75],
  [70.1, 26.6],
  [69.5, 27.0],
  [70.4, 28.0],
  [71.0, 28.0],
  [72.2, 28.9],
  [73.3, 29.9],
  [74.0, 30.4],
  [74.5, 30.9],
  [74.55, 31.6],
  [75.2, 32.1],
  [74.6, 32.6],
  [73.8, 33.0],
  [73.5, 33.6],
  [73.6, 34.4],
  [73.0, 34.9],
  [72.8, 35.6],
  [72.9, 36.3],
  [73.6, 36.7],
];

/**
 * Where the site places markers on the 0-100 map: [lon, lat, x, y]. The projection is warped to hit these. Coastal and
 * border cities are anchored a little inland so their markers sit inside the outline rather than on it.
 */
const ANCHORS = [
  [77.21, 28.61, 36, 28], // Delhi
  [73.05, 19.08, 22, 58], // Mumbai
  [73.86, 18.52, 25, 61], // Pune
  [77.59, 12.97, 33, 80], // Bengaluru
  [80.0, 13.08, 42, 79], // Chennai
  [78.49, 17.39, 38, 64], // Hyderabad
  [88.1, 22.57, 70, 47], // Kolkata
  [72.57, 23.02, 20, 45], // Ahmedabad
  [77.54, 8.08, 35, 97], // Kanyakumari (southern tip)
  [76.2, 35.3, 33, 3], // Kashmir
  [74.6, 37.05, 29.5, 1.3], // northern tip of the outline
];

function solveLinear(A, b) {
  const n = b.length;
  const M = A.map((row, i) => [...row, b[i]]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(M[r][c]) > Math.abs(M[p][c])) p = r;
    [M[c], M[p]] = [M[p], M[c]];
    for (let r = 0; r < n; r++) {
      if (r === c) continue;
      const f = M[r][c] / M[c][c];
      for (let k = c; k <= n; k++) M[r][k] -= f * M[c][k];
    }
  }
  return M.map((row, i) => row[n] / row[i]);
}

/** Least-squares affine lon/lat -> x/y, plus a Gaussian RBF correction that is exact at the anchors. */
function makeProjection(sigma = 4) {
  const fit = (idx) => {
    const A = [
      [0, 0, 0],
      [0, 0, 0],
      [0, 0, 0],
    ];
    const b = [0, 0, 0];
    for (const p of ANCHORS) {
      const v = [1, p[0], p[1]];
      for (let i = 0; i < 3; i++) {
        b[i] += v[i] * p[idx];
        for (let j = 0; j < 3; j++) A[i][j] += v[i] * v[j];
      }
    }
    return solveLinear(A, b);
  };
  const ax = fit(2);
  const ay = fit(3);
  const affine = (lon, lat) => [ax[0] + ax[1] * lon + ax[2] * lat, ay[0] + ay[1] * lon + ay[2] * lat];
  const kern = (lon, lat, q) => Math.exp(-((lon - q[0]) ** 2 + (lat - q[1]) ** 2) / (2 * sigma * sigma));
  const K = ANCHORS.map((p) => ANCHORS.map((q) => kern(p[0], p[1], q)));
  const wx = solveLinear(
    K,
    ANCHORS.map((p) => p[2] - affine(p[0], p[1])[0]),
  );
  const wy = solveLinear(
    K,
    ANCHORS.map((p) => p[3] - affine(p[0], p[1])[1]),
  );
  return (lon, lat) => {
    let [x, y] = affine(lon, lat);
    ANCHORS.forEach((q, i) => {
      const w = kern(lon, lat, q);
      x += wx[i] * w;
      y += wy[i] * w;
    });
    return [x, y];
  };
}

function indiaPath() {
  const project = makeProjection();
  return (
    INDIA.map(([lon, lat], i) => {
      const [x, y] = project(lon, lat);
      return `${i ? 'L' : 'M'}${r1(x)} ${r1(y)}`;
    }).join('') + 'Z'
  );
}

export function indiaMap(write) {
  write(
    'public/images/india-map.svg',
    svg(
      500,
      500,
      'Map of India',
      `<path d="${indiaPath()}" fill="#dbeafe" stroke="#1d4ed8" stroke-width=".6" stroke-linejoin="round"/>`,
      '0 0 100 100',
    ),
  );
}
