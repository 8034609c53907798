// A PlatformApi for tests of what must not reach the platform (check, diff): any use of it fails.
import type { PlatformApi } from "../../../provider/core/platform-api";

const refuse = () => Promise.reject(new Error("this must not call the platform"));

export const unreachablePlatform: PlatformApi = { call: refuse, callIfPresent: refuse, settleCreate: refuse };
