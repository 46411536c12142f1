import { useCallback, useRef, useState } from "react";

/** The states of a content query run from the browser (docs/requirements.md, States). */
export type ContentQueryState<TData> =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "ready"; data: TData }
  | { status: "error"; message: string };

/**
 * Runs a content query on demand and tracks its state. Only the latest call's outcome is
 * kept, so a slow earlier answer cannot overwrite a newer one.
 */
export function useContentQuery<TData, TVariables>(run: (variables: TVariables) => Promise<TData>) {
  const [state, setState] = useState<ContentQueryState<TData>>({ status: "idle" });
  const latestCall = useRef(0);
  const execute = useCallback(
    async (variables: TVariables): Promise<TData | undefined> => {
      const call = ++latestCall.current;
      setState({ status: "loading" });
      try {
        const data = await run(variables);
        if (call === latestCall.current) setState({ status: "ready", data });
        return data;
      } catch (error) {
        if (call === latestCall.current) {
          setState({ status: "error", message: error instanceof Error ? error.message : String(error) });
        }
        return undefined;
      }
    },
    [run],
  );
  return { state, execute };
}
