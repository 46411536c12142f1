import { contractProblems } from "./lib/contract";
import { hygraphProblems } from "./lib/hygraph-contract";

/**
 * `npm run codegen:check`: schema.graphql and queries/generated are up to date, every query
 * validates against the served schema (codegen reports the document and the field), and every
 * operation of the site, the CLI and the build validates against the API Hygraph would generate
 * for the project the setup's plan makes (scripts/lib/hygraph-contract.ts), naming the operation and the field.
 */
Promise.all([contractProblems(), hygraphProblems()]).then(
  ([contract, hygraph]) => {
    for (const problem of contract) console.error(`codegen: ${problem}`);
    for (const problem of hygraph) console.error(`hygraph: ${problem}`);
    if (contract.length + hygraph.length === 0) console.log("codegen: schema.graphql and queries/generated are up to date; every operation is valid on Hygraph");
    process.exit(contract.length + hygraph.length ? 1 : 0);
  },
  (error: unknown) => {
    console.error(`codegen: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
