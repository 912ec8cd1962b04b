import "server-only";

import { getServerSession } from "next-auth";

import type { Actor } from "@/lib/auth/actor";
import { authOptions } from "@/lib/auth/options";

/**
 * The signed-in actor of a page render (server components of /admin and /auth), through next-auth's
 * getServerSession, which checks the token against the database like every API request. Reading it makes
 * the page dynamic: never call it from a showroom page.
 */
export async function getSessionActor(): Promise<Actor | null> {
  const session = await getServerSession(authOptions());
  return session?.user?.id ? session.user : null;
}
