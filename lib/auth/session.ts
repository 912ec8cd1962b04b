import "server-only";

import { getServerSession } from "next-auth";
import { headers } from "next/headers";

import type { Actor } from "@/lib/auth/actor";
import { authorize } from "@/lib/auth/guard";
import { authOptions } from "@/lib/auth/options";
import type { Permission } from "@/lib/auth/permissions";
import { actorFromHeaders } from "@/lib/auth/request-actor";
import { prisma } from "@/lib/db/client";

/**
 * The signed-in actor of a page render (server components of /admin and /auth), through next-auth's
 * getServerSession, which checks the token against the database like every API request. Reading it makes
 * the page dynamic: never call it from a showroom page.
 */
export async function getSessionActor(): Promise<Actor | null> {
  const session = await getServerSession(authOptions());
  if (!session?.user?.id) return null;
  // The session (GET /api/auth/session) does not carry it: a temporary password is looked up for the page.
  const pending = await prisma.user.findUnique({
    where: { id: session.user.id },
    select: { mustChangePassword: true },
  });
  return pending?.mustChangePassword ? { ...session.user, mustChangePassword: true } : session.user;
}

/** Where a user with a temporary password is sent before anything else, coming back to `callbackPath`. */
export function passwordChangePath(callbackPath: string): string {
  return `/auth/trocar-senha?callbackUrl=${encodeURIComponent(callbackPath)}`;
}

/**
 * For a server action (a public endpoint like any route): the signed-in actor holding `permission`, checked
 * against the database; throws HttpError 401/403 otherwise. Call it first thing in the action.
 */
export async function actionActor(permission: Permission): Promise<Actor> {
  return authorize(await actorFromHeaders(await headers()), permission);
}
