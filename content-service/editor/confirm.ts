import { createInterface } from "node:readline/promises";

/**
 * Asks a yes/no question on the terminal. Without one (a script, a pipe) nobody can answer, so
 * the command refuses rather than guess: the caller passes --yes to say it means it.
 */
export async function confirmed(question: string): Promise<boolean> {
  if (!process.stdin.isTTY) throw new Error(`${question}\nNo terminal to answer on: pass --yes to confirm.`);
  const terminal = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return /^y(es)?$/i.test((await terminal.question(`${question} [y/N] `)).trim());
  } finally {
    terminal.close();
  }
}
