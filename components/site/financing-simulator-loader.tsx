"use client";

import dynamic from "next/dynamic";
import { Suspense, type ComponentProps, type ReactNode } from "react";

import { useNearScreen } from "@/components/site/use-near-screen";

// The simulator sits below the fold of a car page, and its code (the number masks, the zod bounds) would
// otherwise weigh on the page's first load: it comes as a chunk of its own when the section nears the screen.
// Until then the server's example (components/site/financing-example.tsx) holds its place and is readable
// without JavaScript.
const FinancingSimulator = dynamic(() =>
  import("@/components/site/financing-simulator").then((module) => module.FinancingSimulator),
);

type Props = ComponentProps<typeof FinancingSimulator> & { placeholder: ReactNode };

export function FinancingSimulatorLoader({ placeholder, ...simulator }: Props) {
  const { ref, near } = useNearScreen<HTMLDivElement>();
  return (
    <div ref={ref}>
      {near ? (
        <Suspense fallback={placeholder}>
          <FinancingSimulator {...simulator} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
