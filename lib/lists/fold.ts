// How a list's search compares texts: lower-case, accents stripped ('João' → 'joao'). The database folds the
// stored texts and the searched words (search_fold); this copy folds the fixed pt-BR labels of enum values
// (categories, statuses) that the app owns. No server imports.

export function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

/** The values whose label contains the folded word ('fech' → closed, for 'Fechada'). */
export function labelMatches<Value extends string>(
  labels: Readonly<Record<Value, string>>,
  foldedWord: string,
): Value[] {
  return (Object.entries(labels) as Array<[Value, string]>)
    .filter(([, label]) => foldText(label).includes(foldedWord))
    .map(([value]) => value);
}
