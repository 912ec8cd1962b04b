/** The header's Admin link and 'Sair' button for signed-in staff; filled in by the accounts work. */
export function HeaderAuthLinks() {
  return null;
}
