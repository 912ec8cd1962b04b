import "server-only";

type TagState = { stale?: number; expired?: number };
export type TagsManifest = Map<string, TagState>;

let manifest: Promise<TagsManifest> | undefined;

/**
 * The very map `revalidateTag` fills and the incremental and 'use cache' handlers consult: one per process,
 * loaded from Next.js's own module (kept out of the bundle, so there is exactly one copy).
 */
export function loadTagsManifest(): Promise<TagsManifest> {
  manifest ??= (
    import(/* webpackIgnore: true */ "next/dist/server/lib/incremental-cache/tags-manifest.external.js") as Promise<{
      tagsManifest?: TagsManifest;
      default?: { tagsManifest: TagsManifest };
    }>
  ).then((module) => module.tagsManifest ?? module.default!.tagsManifest);
  return manifest;
}

/** When the tag was last expired in this process (ms), 0 if never. */
export function tagExpiredAt(tags: TagsManifest, tag: string): number {
  return tags.get(tag)?.expired ?? 0;
}
