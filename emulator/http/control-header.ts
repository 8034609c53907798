/**
 * The header every control call carries: the controls refuse a request that may change state
 * without it (http/own-origin.ts), which a form of another site cannot send. The control client,
 * which the console's page loads and which may import no value, repeats it under this type.
 */
export const CONTROL_HEADER = "x-emulator-control";
