/**
 * The header every control call carries: the controls refuse a request that may change state
 * without it (http/own-origin.ts), which a form of another site cannot send. A module of its own,
 * importing nothing, because the console's page loads the control client, which names it.
 */
export const CONTROL_HEADER = "x-emulator-control";
