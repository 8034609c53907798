// Success bodies of the contract: the platform envelope, and the CSAT endpoints' double envelope
// whose `data` is `{ok, data}`. Attribute values and the apps studio answer bare objects.

export interface PlatformEnvelope<T> {
  status: true;
  message: string;
  timestamp: string;
  data: T;
}

export const envelope = <T>(data: T, message: string): PlatformEnvelope<T> => ({
  status: true,
  message,
  timestamp: new Date().toISOString(),
  data,
});

export type CsatEnvelope<T> = PlatformEnvelope<{ ok: true; data: T }>;

export const csatEnvelope = <T>(data: T, message: string): CsatEnvelope<T> => envelope({ ok: true, data }, message);

/** The envelope of forms and custom fields: the same fields, `data` first (docs). */
export const dataFirstEnvelope = <T>(data: T, message: string) => ({
  data,
  status: true as const,
  message,
  timestamp: new Date().toISOString(),
});
