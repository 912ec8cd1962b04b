import "server-only";

import { prisma } from "@/lib/db/client";

/** How many sales wait for a gerente's approval (the panel's first screen tells the managers). */
export function countPendingApprovals(): Promise<number> {
  return prisma.sale.count({ where: { approval: "pending" } });
}
