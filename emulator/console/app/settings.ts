// The emulator's lists that the page embeds (emulator/console/page.ts): resource kinds, their columns, event kinds.
import type { ConsoleSettings } from "../settings";

export function readSettings(): ConsoleSettings {
  const text = document.getElementById("console-settings")?.textContent;
  if (!text) throw new Error("the console page carries no settings");
  return JSON.parse(text) as ConsoleSettings;
}
