/** Google's encoded polyline (precision 5), the format of Strava's `summary_polyline`. */
export function encodePolyline(points: [number, number][]): string {
  let previous: [number, number] = [0, 0];
  let encoded = '';
  for (const point of points) {
    const scaled: [number, number] = [Math.round(point[0] * 1e5), Math.round(point[1] * 1e5)];
    encoded += encodeNumber(scaled[0] - previous[0]) + encodeNumber(scaled[1] - previous[1]);
    previous = scaled;
  }
  return encoded;
}

function encodeNumber(value: number): string {
  let rest = value < 0 ? ~(value << 1) : value << 1;
  let encoded = '';
  while (rest >= 0x20) {
    encoded += String.fromCharCode((0x20 | (rest & 0x1f)) + 63);
    rest >>= 5;
  }
  return encoded + String.fromCharCode(rest + 63);
}
