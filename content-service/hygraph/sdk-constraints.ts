import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import ts from "typescript";

/**
 * The constraints the installed Management SDK's type docs state on what a migration step may
 * carry, read mechanically from its own files (not written here): `Client.d.ts` names each
 * method's input type and documents some parameters; `mgmtServerTypes.d.ts` declares each input
 * type. What can be read from them without judgement, per input type and member:
 * - required: a member without `?` must be given;
 * - known: no member the type does not declare (a misspelt flag would be dropped or refused);
 * - scalar / enum: a value of the declared scalar, or one of the enumeration's values;
 * - only-for-type: "only supported for RelationFieldType ASSET" (the member set only when `type` is that);
 * - negative-if-unidirectional: "For reverse fields on a Unidirectional relation, this value must be negative";
 * - deprecated: a member marked `@deprecated` is not used.
 * Nested input types (a relation's `reverseField`) are checked the same way.
 */

export type SdkConstraint = { type: string; member: string; rule: "required" | "known" | "scalar" | "enum" | "only-for-type" | "negative-if-unidirectional" | "deprecated"; detail: string };
type TypeExpr = { kind: "scalar" | "enum" | "object" | "other"; name: string; list: boolean };
type Member = { name: string; optional: boolean; type: TypeExpr; doc: string };

const SDK_DIR = join(dirname(createRequire(import.meta.url).resolve("@hygraph/management-sdk")));
const SCALAR_CHECKS: Record<string, (value: unknown) => boolean> = {
  String: (value) => typeof value === "string",
  ID: (value) => typeof value === "string",
  Boolean: (value) => typeof value === "boolean",
  Int: (value) => Number.isInteger(value),
  Float: (value) => typeof value === "number",
};

const docOf = (node: ts.Node, file: ts.SourceFile) =>
  ts
    .getLeadingCommentRanges(file.text, node.pos)
    ?.map((range) => file.text.slice(range.pos, range.end))
    .join("\n") ?? "";

type Declarations = { enums: Map<string, string[]>; objects: Map<string, Member[]>; methods: Map<string, { input: string; doc: string }> };
const read = new Map<string, Declarations>();

/** The SDK's declarations (parsed once per folder): input object types with their members, enumerations with their values, and each Client method's input type. */
function readDeclarations(dir = SDK_DIR): Declarations {
  const known = read.get(dir);
  if (known) return known;
  const declarations = parseDeclarations(dir);
  read.set(dir, declarations);
  return declarations;
}

function parseDeclarations(dir: string): Declarations {
  const typesFile = ts.createSourceFile("mgmtServerTypes.d.ts", readFileSync(join(dir, "mgmtServerTypes.d.ts"), "utf8"), ts.ScriptTarget.Latest, true);
  const enums = new Map<string, string[]>();
  const aliases = new Map<string, ts.TypeNode>();
  for (const statement of typesFile.statements) {
    if (ts.isEnumDeclaration(statement)) enums.set(statement.name.text, statement.members.map((member) => (member.initializer && ts.isStringLiteral(member.initializer) ? member.initializer.text : member.name.getText(typesFile))));
    if (ts.isTypeAliasDeclaration(statement)) aliases.set(statement.name.text, statement.type);
  }
  const typeExpr = (node: ts.TypeNode, list = false): TypeExpr => {
    if (ts.isIndexedAccessTypeNode(node) && ts.isLiteralTypeNode(node.indexType) && ts.isStringLiteral(node.indexType.literal)) return { kind: "scalar", name: node.indexType.literal.text, list };
    if (ts.isTypeReferenceNode(node)) {
      const name = node.typeName.getText(typesFile);
      if ((name === "InputMaybe" || name === "Maybe") && node.typeArguments) return typeExpr(node.typeArguments[0], list);
      if (name === "Array" && node.typeArguments) return typeExpr(node.typeArguments[0], true);
      if (enums.has(name)) return { kind: "enum", name, list };
      if (aliases.get(name) && ts.isTypeLiteralNode(aliases.get(name) as ts.TypeNode)) return { kind: "object", name, list };
    }
    return { kind: "other", name: node.getText(typesFile), list };
  };
  const objects = new Map<string, Member[]>();
  for (const [name, node] of aliases) {
    if (!ts.isTypeLiteralNode(node)) continue;
    objects.set(
      name,
      node.members.filter(ts.isPropertySignature).map((member) => ({ name: member.name.getText(typesFile), optional: Boolean(member.questionToken), type: member.type ? typeExpr(member.type) : { kind: "other", name: "?", list: false }, doc: docOf(member, typesFile) })),
    );
  }

  const clientFile = ts.createSourceFile("Client.d.ts", readFileSync(join(dir, "Client.d.ts"), "utf8"), ts.ScriptTarget.Latest, true);
  const imported = new Map<string, string>();
  const methods = new Map<string, { input: string; doc: string }>();
  for (const statement of clientFile.statements) {
    if (ts.isImportDeclaration(statement) && statement.importClause?.namedBindings && ts.isNamedImports(statement.importClause.namedBindings)) {
      for (const element of statement.importClause.namedBindings.elements) imported.set(element.name.text, (element.propertyName ?? element.name).text);
    }
    if (ts.isClassDeclaration(statement)) {
      for (const member of statement.members) {
        const param = ts.isMethodDeclaration(member) ? member.parameters[0] : undefined;
        if (!param?.type || !ts.isTypeReferenceNode(param.type)) continue;
        const alias = param.type.typeName.getText(clientFile);
        methods.set(member.name?.getText(clientFile) ?? "", { input: imported.get(alias) ?? alias, doc: docOf(member, clientFile) });
      }
    }
  }
  return { enums, objects, methods };
}

const ONLY_FOR_TYPE = /only supported for RelationFieldType (\w+)/;
const NEGATIVE_IF_UNIDIRECTIONAL = /Unidirectional relation, this value must be negative/;

/** Every constraint the docs state on the input types of the Client's methods (and the types nested in them). */
export function sdkConstraints(dir?: string): SdkConstraint[] {
  const { enums, objects, methods } = readDeclarations(dir);
  const found = new Map<string, SdkConstraint>();
  const add = (constraint: SdkConstraint) => found.set(`${constraint.type}.${constraint.member}:${constraint.rule}`, constraint);
  const visit = (type: string, seen: Set<string>) => {
    if (seen.has(type)) return;
    seen.add(type);
    add({ type, member: "*", rule: "known", detail: `only the members ${type} declares` });
    for (const member of objects.get(type) ?? []) {
      if (!member.optional) add({ type, member: member.name, rule: "required", detail: `${member.name} is required` });
      if (member.type.kind === "scalar" && SCALAR_CHECKS[member.type.name]) add({ type, member: member.name, rule: "scalar", detail: member.type.name });
      if (member.type.kind === "enum") add({ type, member: member.name, rule: "enum", detail: (enums.get(member.type.name) ?? []).join("|") });
      if (member.type.kind === "object") visit(member.type.name, seen);
      const only = ONLY_FOR_TYPE.exec(member.doc);
      if (only) add({ type, member: member.name, rule: "only-for-type", detail: only[1] });
      if (NEGATIVE_IF_UNIDIRECTIONAL.test(member.doc)) add({ type, member: member.name, rule: "negative-if-unidirectional", detail: "negative on a unidirectional relation's reverse field" });
      if (/@deprecated/.test(member.doc)) add({ type, member: member.name, rule: "deprecated", detail: member.doc.replace(/[/*\s]+/g, " ").trim() });
    }
  };
  const seen = new Set<string>();
  for (const { input, doc } of methods.values()) {
    visit(input, seen);
    // Client.d.ts documents some parameters itself (`@param data.isRequired - … only supported for RelationFieldType ASSET!`).
    for (const [, member, text] of doc.matchAll(/@param data\.(\w+) -([\s\S]*?)(?=@param|\*\/)/g)) {
      const only = ONLY_FOR_TYPE.exec(text);
      if (only) add({ type: input, member, rule: "only-for-type", detail: only[1] });
    }
  }
  return [...found.values()];
}

/** What each planned step breaks of the SDK's stated constraints, one line each ("createRelationalField WindowPeriod.reviewedBy: isRequired …"). */
export function brokenConstraints(steps: { operationName: string; params: object }[], dir?: string): string[] {
  const { objects, methods } = readDeclarations(dir);
  const constraints = sdkConstraints(dir);
  const on = (type: string) => constraints.filter((constraint) => constraint.type === type);
  const problems: string[] = [];
  const check = (type: string, value: Record<string, unknown>, where: string) => {
    const members = new Map((objects.get(type) ?? []).map((member) => [member.name, member]));
    for (const constraint of on(type)) {
      const given = value[constraint.member];
      const present = given !== undefined && given !== null;
      switch (constraint.rule) {
        case "known":
          for (const key of Object.keys(value)) if (!members.has(key)) problems.push(`${where}: ${key} is not a member of ${type}`);
          break;
        case "required":
          if (!present) problems.push(`${where}: ${constraint.member} is required by ${type}`);
          break;
        case "scalar":
          for (const item of present ? [given].flat() : []) if (!SCALAR_CHECKS[constraint.detail](item)) problems.push(`${where}: ${constraint.member} must be a ${constraint.detail} (got ${JSON.stringify(item)})`);
          break;
        case "enum":
          for (const item of present ? [given].flat() : []) if (!constraint.detail.split("|").includes(String(item))) problems.push(`${where}: ${constraint.member} ${JSON.stringify(item)} is not one of ${constraint.detail}`);
          break;
        case "only-for-type":
          if (given && value.type !== constraint.detail) problems.push(`${where}: ${constraint.member} with type ${String(value.type)} (the SDK: only supported for RelationFieldType ${constraint.detail})`);
          break;
        case "negative-if-unidirectional":
          if (value.isUnidirectional && present && Number(given) >= 0) problems.push(`${where}: ${constraint.member} must be negative on a unidirectional relation's reverse field`);
          break;
        case "deprecated":
          if (present) problems.push(`${where}: ${constraint.member} is deprecated (${constraint.detail})`);
      }
    }
    for (const member of members.values()) {
      const nested = value[member.name];
      if (member.type.kind === "object" && nested && typeof nested === "object") {
        for (const item of [nested].flat() as Record<string, unknown>[]) check(member.type.name, item, `${where} ${member.name}`);
      }
    }
  };
  for (const step of steps) {
    const params = step.params as Record<string, unknown>;
    const label = `${step.operationName} ${params.parentApiId ? `${String(params.parentApiId)}.` : ""}${String(params.apiId ?? params.name ?? "")}`;
    const method = methods.get(step.operationName);
    if (!method) problems.push(`${label}: the installed SDK's Client has no method ${step.operationName}`);
    else check(method.input, params, label);
  }
  return problems;
}
