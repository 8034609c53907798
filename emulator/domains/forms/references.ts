// What a form refers to must exist and fit it: each field a standard field or a custom field of the
// organization (a team's own field only on that team's forms), listed once; each condition's trigger
// and targets among the form's fields; a condition's team, the form's.
import { badRequest } from "../../errors";
import type { Store } from "../state";
import { STANDARD_FIELDS } from "./schemas";
import type { Form } from "./types";

const STANDARD = new Set<string>(STANDARD_FIELDS);

export function requireValidReferences(store: Store, form: Pick<Form, "organizationId" | "teamId" | "fields" | "conditions">): void {
  const problems: string[] = [];
  const listed = form.fields.map((entry) => entry.field);
  form.fields.forEach(({ field }, index) => {
    const path = `fields.${index}.field`;
    if (listed.indexOf(field) !== index) problems.push(`${path} lists ${field} a second time`);
    if (STANDARD.has(field)) return;
    const custom = store.customFields.get(field);
    if (custom === undefined || custom.organizationId !== form.organizationId) {
      problems.push(`${path} ${field} is neither a custom field of this organization nor a standard field (${STANDARD_FIELDS.join(", ")})`);
    } else if (custom.teamId !== null && custom.teamId !== form.teamId) {
      problems.push(`${path} ${field} is a custom field of team ${custom.teamId}, which only that team's forms may hold`);
    }
  });
  const onForm = new Set(listed);
  form.conditions.forEach((condition, index) => {
    const path = `conditions.${index}`;
    if (!onForm.has(condition.triggerFieldId))
      problems.push(`${path}.triggerFieldId ${condition.triggerFieldId} is not a field of this form`);
    condition.targetFields.forEach((target, targetIndex) => {
      if (!onForm.has(target.id)) problems.push(`${path}.targetFields.${targetIndex}.id ${target.id} is not a field of this form`);
      else if (target.id === condition.triggerFieldId)
        problems.push(`${path}.targetFields.${targetIndex}.id is the condition's own trigger field`);
    });
    if (condition.teamId !== null && condition.teamId !== form.teamId) {
      problems.push(`${path}.teamId ${condition.teamId} is not the form's team (${form.teamId ?? "none"})`);
    }
  });
  if (problems.length > 0) throw badRequest(problems);
}
