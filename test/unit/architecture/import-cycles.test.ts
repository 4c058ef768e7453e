// @vitest-environment node
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * ESLint's import-x/no-cycle skips type-only imports; this check counts them too, so no file of src/ reaches
 * itself through its imports (DESIGN §2: layers import one way, no cycle). Tarjan's strongly connected components.
 */
const root = resolve(__dirname, "../../../src");

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

function importGraph(files: readonly string[]): Map<string, string[]> {
  const known = new Set(files);
  const target = (from: string, specifier: string): string | undefined => {
    if (!specifier.startsWith(".")) return undefined;
    const base = resolve(dirname(from), specifier);
    return [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")].find((candidate) => known.has(candidate));
  };
  return new Map(
    files.map((file) => [
      file,
      ts
        .preProcessFile(readFileSync(file, "utf8"), true, true)
        .importedFiles.map((imported) => target(file, imported.fileName))
        .filter((found): found is string => found !== undefined),
    ]),
  );
}

function cycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member !== undefined) component.push(member);
    } while (member !== undefined && member !== node);
    if (component.length > 1 || graph.get(node)?.includes(node)) found.push(component);
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe("src imports", () => {
  it("finds a cycle when there is one", () => {
    const graph = new Map([
      ["a", ["b"]],
      ["b", ["c"]],
      ["c", ["a"]],
      ["d", ["a"]],
    ]);
    expect(cycles(graph).map((component) => [...component].sort())).toEqual([["a", "b", "c"]]);
  });

  it("has no import cycle, type-only imports included", () => {
    const files = sources(root);
    expect(files.length).toBeGreaterThan(20);
    expect(cycles(importGraph(files)).map((component) => component.map((file) => relative(root, file)).sort())).toEqual([]);
  });
});
