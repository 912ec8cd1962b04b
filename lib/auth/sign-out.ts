// The 'Sair' buttons' call, apart from lib/api-client: the showroom header carries it on every page, and its
// answer is never read (the page reloads whatever happens).

/** Ends the session (server and cookies) and reloads on the home page, so nothing signed-in stays on screen. */
export async function signOutAndLeave(): Promise<void> {
  await fetch("/api/auth/logout", { method: "POST", credentials: "same-origin" }).catch(() => undefined);
  // A full load on purpose: no client-side cache of signed-in pages may survive the sign-out.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  window.location.assign("/");
}
