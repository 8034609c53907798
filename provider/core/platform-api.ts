// What a resource's calls need from the platform, and no more: definitions depend on this, not on
// the HTTP client, so a test hands them a plain fake of these three methods.
import type { z } from "zod";
import type { Endpoint } from "./endpoint";

export interface CallOptions<T> {
  /** Values for the endpoint's `{name}` path segments. */
  params?: Record<string, string>;
  query?: Record<string, string | number | boolean>;
  body?: unknown;
  /** Schema of a successful response body; a body that does not match is a ResponseShapeError. */
  response: z.ZodType<T>;
}

export interface PlatformApi {
  /** Calls an endpoint and answers its validated response body; every failure is a typed error. */
  call<T>(endpoint: Endpoint, options: CallOptions<T>): Promise<T>;
  /**
   * Calls an endpoint where the platform's own not-found means the object is absent, and answers
   * undefined then: a read of an object deleted out of band, a delete of one already gone. Any other
   * 404 (another host's, a web server's) is an error: it says nothing about the object.
   */
  callIfPresent<T>(endpoint: Endpoint, options: CallOptions<T>): Promise<T | undefined>;
  /**
   * Runs a create whose outcome may be unknown (see createSettled): before trying again, it looks
   * for the object with `findExisting`, so a retry never makes a duplicate.
   */
  settleCreate<T>(create: () => Promise<T>, findExisting: () => Promise<T | undefined>): Promise<T>;
}
