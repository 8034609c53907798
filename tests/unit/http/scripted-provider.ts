// A kind's dynamic provider over a real PlatformClient, against a FakePlatform started afresh for
// each test of the describe block that calls this: what a definition's API-call tests share.
import type * as dynamic from "@pulumi/pulumi/dynamic";
import { dynamicProvider } from "../../../provider/adapters/dynamic-provider";
import type { PlatformClient } from "../../../provider/http/platform-client";
import type { SomeResourceDefinition } from "../../../provider/resource-definitions";
import { testClient } from "./client-fixtures";
import { FakePlatform } from "./fake-platform";

export interface ScriptedProvider {
  readonly platform: FakePlatform;
  readonly client: PlatformClient;
  readonly provider: dynamic.ResourceProvider;
}

/** The running test's platform, client and provider of `definition` (read them inside a test). */
export function scriptedProvider(definition: SomeResourceDefinition): ScriptedProvider {
  const current = {} as { platform: FakePlatform; client: PlatformClient; provider: dynamic.ResourceProvider };
  beforeEach(async () => {
    current.platform = await new FakePlatform().start();
    current.client = testClient(current.platform.url);
    current.provider = dynamicProvider(definition, () => current.client);
  });
  afterEach(() => current.platform.stop());
  return current;
}
