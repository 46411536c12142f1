// The start script's entry (bundled on its own by lib/server/document/site-start-script.ts).
import { siteStart } from "./site-start";

siteStart();
