// Suggestions for a mistyped name: the known word closest to it, if any is close enough that the
// typo is the likely story (a letter missed, doubled, swapped or changed, or another case).

/** Edits (insert, delete, substitute, swap two neighbours) from `a` to `b`. */
function editDistance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const substitution = rows[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1);
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, substitution);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/** The word of `known` nearest to `word`, ignoring case; none when even the nearest is too far off. */
export function nearestWord(word: string, known: readonly string[]): string | undefined {
  const typed = word.toLowerCase();
  // A third of the word's letters may be wrong, at least one and at most three.
  const allowed = Math.min(3, Math.max(1, Math.floor(typed.length / 3)));
  let nearest: { word: string; distance: number } | undefined;
  for (const candidate of known) {
    const distance = editDistance(typed, candidate.toLowerCase());
    if (distance <= allowed && (nearest === undefined || distance < nearest.distance)) nearest = { word: candidate, distance };
  }
  return nearest?.word;
}
