import { describe, expect, it } from "vitest";

import * as nodes from "@/components/site/icon-nodes";

// components/site/icon-nodes.ts is generated from lucide by scripts/build-icon-nodes.ts: it must match the
// installed lucide-react (after an upgrade, run the script again).

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

describe("icon-nodes", () => {
  it("holds lucide's drawings, without React keys", async () => {
    const entries = Object.entries(nodes);
    expect(entries.length).toBeGreaterThan(0);
    for (const [name, node] of entries) {
      const lucide = (await import(`lucide-react/icons/${kebab(name)}`)) as {
        __iconData: { node: Array<[string, Record<string, string>]> };
      };
      const expected = lucide.__iconData.node.map(([tag, { key: _key, ...attributes }]) => [tag, attributes]);
      expect(node, name).toEqual(expected);
    }
  });
});
