import dynamic from "next/dynamic";
import type { ReactNode } from "react";
import { toLocale } from "@/lib/shared/i18n/locales";

// Rendered on the server as well, so Next lists its chunk in the page and loads it before
// hydrating (next/dynamic's preload): a Spanish page hydrates in Spanish, an English page never
// fetches it.
const SpanishMessages = dynamic(() => import("./SpanishMessages"));

/** The page's messages in the reader's language: English needs nothing (each feature imports its own). */
export function LocaleMessages({ locale, children }: { locale: string | undefined; children: ReactNode }) {
  return toLocale(locale) === "es" ? <SpanishMessages>{children}</SpanishMessages> : <>{children}</>;
}
