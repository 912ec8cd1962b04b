import type { Role } from "@/lib/auth/permissions";

// The session next-auth hands out (GET /api/auth/session, getServerSession): docs/business-rules.md "Auth".
declare module "next-auth" {
  interface Session {
    user: { id: string; email: string; name: string; role: Role };
    expires: string;
  }
}
