import "server-only";

import type { AuthOptions } from "next-auth";
import type { JWT } from "next-auth/jwt";
import CredentialsProvider from "next-auth/providers/credentials";

import { safeCallbackPath } from "@/lib/auth/callback-url";
import { signInSchema } from "@/lib/auth/schema";
import { authSecret } from "@/lib/auth/secret";
import { revokeSessions, signIn } from "@/lib/auth/service";
import {
  parseClaims,
  SESSION_COOKIE,
  sessionCookieOptions,
  type SessionClaims,
} from "@/lib/auth/session-token";
import { actorForClaims } from "@/lib/auth/session-user";
import { SESSION_MAX_AGE_SECONDS } from "@/lib/constants/auth";
import { clientAddressOf } from "@/lib/http/client-address";
import { describeError } from "@/lib/http/error-log";
import { isDatabaseUnavailable } from "@/lib/http/errors";
import { logger } from "@/lib/log/logger";

/** Thrown from the jwt callback for a revoked or expired session: next-auth then clears the cookie and answers {}. */
class SessionEnded extends Error {
  constructor() {
    super("session ended");
    this.name = "SessionEnded";
  }
}

/** Ends of sessions that are the client's business, not the server's: revoked, expired, tampered with. */
function isExpectedSessionEnd(metadata: unknown): boolean {
  const error = metadata instanceof Error ? metadata : (metadata as { error?: unknown } | null)?.error;
  if (error instanceof SessionEnded) return true;
  // jose's verdicts on a bad token: ERR_JWE_DECRYPTION_FAILED, ERR_JWT_EXPIRED, ERR_JWE_INVALID, …
  const code = (error as { code?: unknown } | null | undefined)?.code;
  return typeof code === "string" && code.startsWith("ERR_JW");
}

type SignedInUser = { id: string; email: string; name: string; claims: SessionClaims };

let options: AuthOptions | undefined;

/**
 * next-auth's configuration: credentials sign-in through the same rules as POST /api/auth/login, JWT sessions of
 * 24 hours in the cookie named by lib/auth/session-token.ts, and every session read checked against the
 * database (role and session version), so GET /api/auth/session and getServerSession answer {} / null for a
 * signed-out, deleted or expired session.
 */
export function authOptions(): AuthOptions {
  options ??= {
    secret: authSecret(),
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    jwt: { maxAge: SESSION_MAX_AGE_SECONDS },
    cookies: { sessionToken: { name: SESSION_COOKIE, options: sessionCookieOptions } },
    useSecureCookies: sessionCookieOptions.secure,
    // next-auth's own HTML pages are replaced by /auth (the /api namespace answers JSON, not pages).
    pages: { signIn: "/auth", signOut: "/auth", error: "/auth" },
    providers: [
      CredentialsProvider({
        name: "Email",
        credentials: {
          email: { label: "Email", type: "email" },
          password: { label: "Senha", type: "password" },
        },
        async authorize(credentials, request) {
          const input = signInSchema.safeParse(credentials);
          if (!input.success) return null;
          const headers = new Headers();
          for (const [name, value] of Object.entries(request.headers ?? {})) {
            if (typeof value === "string") headers.set(name, value);
          }
          // Errors (wrong password, lockout) reach the client as next-auth's ?error=<message>.
          const { user, claims } = await signIn(input.data, clientAddressOf(headers));
          return { ...user, claims } satisfies SignedInUser;
        },
      }),
    ],
    callbacks: {
      // Only paths of this site, and never an exception for a malformed URL a client sent.
      redirect({ url, baseUrl }) {
        const path = url.startsWith(`${baseUrl}/`) ? url.slice(baseUrl.length) : url;
        return `${baseUrl}${safeCallbackPath(path)}`;
      },
      async jwt({ token, user }) {
        // At sign-in `user` is what authorize returned, fresh from the database; afterwards the token is checked.
        if (user) return (user as unknown as SignedInUser).claims as unknown as JWT;
        const claims = parseClaims(token);
        if (!claims) throw new SessionEnded();
        let actor;
        try {
          actor = await actorForClaims(claims);
        } catch (error) {
          // next-auth clears the cookie on any error: an outage must not sign everybody out. The token stays
          // as it is for this read; every API call still checks the database and answers 503 meanwhile.
          if (isDatabaseUnavailable(error)) return token;
          throw error;
        }
        if (!actor) throw new SessionEnded();
        return {
          ...claims,
          email: actor.email,
          name: actor.name,
          role: actor.role,
        } satisfies SessionClaims as unknown as JWT;
      },
      session({ token }) {
        const claims = token as unknown as SessionClaims;
        return {
          user: { id: claims.sub, email: claims.email, name: claims.name, role: claims.role },
          expires: new Date((claims.authTime + SESSION_MAX_AGE_SECONDS) * 1000).toISOString(),
        };
      },
    },
    events: {
      // next-auth's own POST /api/auth/signout ends the session on the server like POST /api/auth/logout.
      async signOut({ token }) {
        const claims = parseClaims(token);
        if (claims) await revokeSessions(claims.sub, claims.sv);
      },
    },
    logger: {
      error(code, metadata) {
        if (isExpectedSessionEnd(metadata)) return;
        // Never the metadata itself: it may hold the request's values (a callback URL, a form's fields).
        const error = metadata instanceof Error ? metadata : (metadata as { error?: unknown } | null)?.error;
        logger.error({ code, ...(error ? { err: describeError(error) } : {}) }, "[next-auth] error");
      },
      warn() {},
      debug() {},
    },
  };
  return options;
}
