// What a reorder moves, in words a reviewer reads: the rules by name beside their ids, each with the
// place it leaves and the place it takes. Pulumi's diff of `ruleIds` shows ids only (`~ [0]: "d5dc…"
// => "c995…"`), and the names are no input, so they cannot be in it: the faces show this line beside
// it. The names come from state (`ruleNames`), so saying it costs no request.
import { unknownValue } from "../core/unknowns";

/** `1st`, `2nd`, `3rd`, `4th`, … `11th`, `12th`, `13th`, `21st`. */
export function ordinal(place: number): string {
  const tens = place % 100;
  const suffix = tens >= 11 && tens <= 13 ? "th" : (["th", "st", "nd", "rd"][place % 10] ?? "th");
  return `${place}${suffix}`;
}

/**
 * The rules of `heldIds` (the order state holds) that `declaredIds` puts elsewhere, named from
 * `names` (id to name): `moves "After close" (R2) from 2nd to 1st; "Angry customers" (R1) from
 * 1st to 2nd`. None when no rule of both lists changes place (an id not known yet takes no place).
 */
export function movedRules(
  heldIds: readonly string[],
  names: Readonly<Record<string, string>>,
  declaredIds: readonly string[],
): string | undefined {
  const moves = declaredIds.flatMap((id, index) => {
    const from = heldIds.indexOf(id);
    if (id === unknownValue || from < 0 || from === index) return [];
    const name = names[id];
    const rule = name === undefined ? id : `${JSON.stringify(name)} (${id})`;
    return [`${rule} from ${ordinal(from + 1)} to ${ordinal(index + 1)}`];
  });
  return moves.length === 0 ? undefined : `moves ${moves.join("; ")}`;
}
