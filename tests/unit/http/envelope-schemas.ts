// Response schemas the client tests ask for: the Role envelope, as role-provider.ts reads it.
import { z } from "zod";
import { platformEnvelope } from "../../../provider/http/envelopes";

export const envelopes = {
  role: platformEnvelope(
    z.object({ id: z.string(), name: z.string(), permissions: z.array(z.unknown()), isSystem: z.boolean(), createdAt: z.string(), updatedAt: z.string() }),
  ),
};
