// Which of a membership's outputs are secret (core/output-secrecy.ts). Plain values, so that the
// resource class does not load the provider's schemas.
import type { OutputSecrecy } from "../core/output-secrecy";

export const teamMemberSecrecy = {
  secretOutputs: [],
  // The member's id is the user's id: a userId kept secret keeps it secret too.
  derivedOutputs: { memberId: ["userId"] },
} as const satisfies OutputSecrecy;
