import type { Role } from "@/lib/auth/permissions";

/** The signed-in user on whose behalf a request runs, as checked against the database. */
export type Actor = {
  id: string;
  email: string;
  name: string;
  role: Role;
  /** Set after staff reset the password: until a new one is chosen, only the password change is allowed. */
  mustChangePassword?: boolean;
};
