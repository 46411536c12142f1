// The shell's regions as React renders them: loaded by components/layout/ShellRegions.tsx when needed.
export { QuickExit } from "@/components/privacy/QuickExit";
export { SiteFooter } from "./SiteFooter";
export { SiteHeader } from "./SiteHeader";
