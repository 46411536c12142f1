import type { ReactNode } from "react";
import spanish from "@/lib/shared/i18n/compiled/es";
import { MessagesContext } from "@/lib/shared/i18n/messages-context";

const catalogue = { locale: "es", messages: spanish } as const;

/** The Spanish catalogue for the page below it; its own chunk, loaded by Spanish pages only (LocaleMessages). */
export default function SpanishMessages({ children }: { children: ReactNode }) {
  return <MessagesContext.Provider value={catalogue}>{children}</MessagesContext.Provider>;
}
