// Every endpoint the package calls, joined from where each is declared: the http layer's own
// (`sharedEndpoints`), each kind's (its definition's `endpoints`, from its folder's `endpoints.ts`)
// and each data source's that is no resource. Nothing lists kinds here: a new kind's endpoints come
// with its line in resource-definitions.ts. For the docs (the README's assumed calls) and the tests
// that walk every endpoint; no request needs it.
import type { Endpoint } from "./core/endpoint";
import { dataSourceFunctions } from "./data-sources";
import { sharedEndpoints } from "./http/endpoints";
import { resourceDefinitions } from "./resource-definitions";

/** Each endpoint by its key (`createRole`), the http layer's first, then the kinds' in the registry's order. */
export function everyEndpoint(): Record<string, Endpoint> {
  const declared: [string, Endpoint][] = [
    ...Object.entries(sharedEndpoints),
    ...Object.values(resourceDefinitions).flatMap((definition) => Object.entries(definition.endpoints)),
    ...Object.values(dataSourceFunctions).flatMap((fn) => Object.entries(fn.endpoints ?? {})),
  ];
  const index: Record<string, Endpoint> = {};
  for (const [key, endpoint] of declared) {
    if (index[key] !== undefined && index[key] !== endpoint)
      throw new Error(`two endpoints are declared as ${key}: keys name one call each`);
    index[key] = endpoint;
  }
  return index;
}
