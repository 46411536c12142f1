import { contractProblems } from "./lib/contract";

/**
 * `npm run codegen:check`: schema.graphql and queries/generated are up to date. Fails too when a
 * query does not validate against the schema (codegen reports the document and the field).
 */
contractProblems().then(
  (problems) => {
    for (const problem of problems) console.error(`codegen: ${problem}`);
    if (problems.length === 0) console.log("codegen: schema.graphql and queries/generated are up to date");
    process.exit(problems.length ? 1 : 0);
  },
  (error: unknown) => {
    console.error(`codegen: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
