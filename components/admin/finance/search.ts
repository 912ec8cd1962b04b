// Client-side search of the admin lists: case- and accent-insensitive, over every text the row shows.

const normalize = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

export function matchesSearch(
  query: string,
  values: ReadonlyArray<string | number | null | undefined>,
): boolean {
  const needle = normalize(query.trim());
  if (!needle) return true;
  return values.some(
    (value) => value !== null && value !== undefined && normalize(String(value)).includes(needle),
  );
}
