// Ticket statuses: a parent status has one default sub-status, where its tickets go. The program
// refuses two plain claims as it declares them (provider/ticket-statuses/program-check.ts); this
// sees the rest: the native face, any language, and a parent named by an adopted status's output.
import { byReference, laterClaims, named, ofKind, referenceTo, sameObject, stackPolicy } from "./policy-parts";

export const ticketStatusesTwoDefaults = stackPolicy({
  name: "ticket-statuses-two-defaults",
  description:
    "A parent status has at most one default sub-status (isDefault) in the stack: the platform keeps one default per parent, so two that claim it take the flag from each other at every `up`.",
  enforcementLevel: "advisory",
  check: (resources, _settings, report) => {
    const statuses = byReference(resources, "TicketStatus");
    const defaults = ofKind(resources, "TicketStatus").filter((status) => status.props.isDefault === true);
    const twice = laterClaims(defaults, (status) => {
      const parent = sameObject(statuses, referenceTo(status, "parentStatusId", "TicketStatus"));
      return parent === undefined ? undefined : [parent];
    });
    for (const [status, first] of twice)
      report(
        `${named(status)} and ${named(first)} are both the default sub-status of one parent status (isDefault): the platform keeps one, so each \`up\` takes the flag from the other; set isDefault on one of them.`,
        status.urn,
      );
  },
});

export const ticketStatusPolicies = [ticketStatusesTwoDefaults];
