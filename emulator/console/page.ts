// The console's one HTML page. Its import map points Preact's bare specifiers at the emulator's own
// copies, and its Content-Security-Policy lets the page load and connect to this origin only (the
// import map by its hash), so nothing the console shows, credentials included, can reach a third
// party. The settings it embeds come from the emulator's own lists, so the console never copies them.
import { createHash } from "node:crypto";
import { NAMED_EVENT_KINDS } from "../domains/events/kinds";
import { RESOURCE_COLUMNS, RESOURCE_TABLES } from "../domains/registry";
import { SOURCE_URL, VENDOR_MODULES } from "./files";
import type { ConsoleSettings } from "./settings";

const settings: ConsoleSettings = { resourceKinds: RESOURCE_TABLES, resourceColumns: RESOURCE_COLUMNS, eventKinds: NAMED_EVENT_KINDS };

/** JSON inside a script element: `<` escaped so that no value can close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

const importMap = scriptJson({ imports: VENDOR_MODULES });

export const CONSOLE_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  `script-src 'self' 'sha256-${createHash("sha256").update(importMap).digest("base64")}'`,
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

export const CONSOLE_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Support platform emulator</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${SOURCE_URL}/console/app/console.css">
<script type="importmap">${importMap}</script>
<script type="application/json" id="console-settings">${scriptJson(settings)}</script>
<script type="module" src="${SOURCE_URL}/console/app/main.js"></script>
</head>
<body>
<div id="app"><p class="notice">Loading the console…</p></div>
<noscript><p class="notice">The console needs JavaScript.</p></noscript>
</body>
</html>
`;
