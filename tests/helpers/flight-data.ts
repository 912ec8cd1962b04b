// What a server-rendered page of the App Router carries for the browser besides its markup: the React Server
// Components payload ("flight data"), inlined as `self.__next_f.push([1, "<chunk>"])` scripts. Its rows are
// `<id>:<value>` lines; a client component is declared by a row `<id>:I[<module>, <chunks>, <export>]`, and each
// place the tree draws it is an element `["$", "$L<id>", key, props]`, which the phone hydrates. Used by the
// showroom's payload test and by bench:lighthouse's page-weight table.

const PUSH = /self\.__next_f\.push\(\[1,("(?:[^"\\]|\\.)*")\]\)/g;

/** The flight data inlined in a page's HTML, its chunks decoded and joined. */
export function inlinedFlightData(html: string): string {
  return [...html.matchAll(PUSH)].map((match) => JSON.parse(match[1]!) as string).join("");
}

/** The client components the payload declares: row id → export name (`default` for a default export). */
export function clientReferences(flight: string): Map<string, string> {
  const references = new Map<string, string>();
  for (const match of flight.matchAll(/(?:^|\n)([0-9a-f]+):I(\[.*)/g)) {
    const row = JSON.parse(match[2]!) as [unknown, unknown, string];
    references.set(match[1]!, row[2]);
  }
  return references;
}

/** How many times the tree draws each client component, by export name. */
export function clientInstances(flight: string): Map<string, number> {
  const references = clientReferences(flight);
  const counts = new Map<string, number>();
  for (const match of flight.matchAll(/\["\$","\$L([0-9a-f]+)"/g)) {
    const name = references.get(match[1]!);
    if (name === undefined) continue; // a lazy reference to another row, not a client component
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  return counts;
}

export function totalClientInstances(flight: string): number {
  return [...clientInstances(flight).values()].reduce((sum, count) => sum + count, 0);
}

export type PageWeight = {
  /** The whole document as served (uncompressed). */
  htmlBytes: number;
  /** The inlined flight data's scripts within it. */
  payloadBytes: number;
  clientInstances: number;
};

export function pageWeight(html: string): PageWeight {
  const scripts = [...html.matchAll(/<script>self\.__next_f\.push\([\s\S]*?<\/script>/g)];
  return {
    htmlBytes: Buffer.byteLength(html),
    payloadBytes: scripts.reduce((sum, match) => sum + Buffer.byteLength(match[0]), 0),
    clientInstances: totalClientInstances(inlinedFlightData(html)),
  };
}
