// A region of the README that `npm run docs` writes: the text between its two marker comments.

export interface RegionMarkers {
  readonly start: string;
  readonly end: string;
}

/** `readme` with the region between `markers` replaced by `content`; a README without the region is refused, naming its markers. */
export function withRegion(readme: string, markers: RegionMarkers, content: string): string {
  const start = readme.indexOf(markers.start);
  const end = readme.indexOf(markers.end);
  if (start < 0 || end < start) throw new Error(`README.md has no ${markers.start} … ${markers.end} region`);
  return `${readme.slice(0, start + markers.start.length)}\n${content}\n${readme.slice(end)}`;
}
