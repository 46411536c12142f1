import { SaxesParser } from "saxes";

/** An element of a parsed XML document: qualified name, attributes, its own text and children. */
export type XmlElement = { name: string; attributes: Record<string, string>; text: string; children: XmlElement[] };

/**
 * Parses a document with saxes, a strict XML 1.0 + namespaces parser: any well-formedness error
 * (bad character, unescaped markup, undeclared prefix) throws.
 */
export function parseXml(xml: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true });
  const document: XmlElement = { name: "#document", attributes: {}, text: "", children: [] };
  const open: XmlElement[] = [document];
  parser.on("error", (error) => {
    throw error;
  });
  parser.on("opentag", (tag) => {
    const element: XmlElement = {
      name: tag.name,
      attributes: Object.fromEntries(Object.values(tag.attributes).map((attribute) => [attribute.name, attribute.value])),
      text: "",
      children: [],
    };
    open.at(-1)?.children.push(element);
    open.push(element);
  });
  parser.on("text", (text) => {
    const current = open.at(-1);
    if (current) current.text += text;
  });
  parser.on("closetag", () => open.pop());
  parser.write(xml).close();
  const [root] = document.children;
  if (!root) throw new Error("No root element");
  return root;
}

/** Every element named `name` under `element`, in document order. */
export function descendants(element: XmlElement, name: string): XmlElement[] {
  return element.children.flatMap((child) => [...(child.name === name ? [child] : []), ...descendants(child, name)]);
}

/** The texts of every `name` element under `element`. */
export const textsOf = (element: XmlElement, name: string) => descendants(element, name).map((found) => found.text);
