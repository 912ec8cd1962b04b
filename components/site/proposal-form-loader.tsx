"use client";

import dynamic from "next/dynamic";
import { Suspense, useEffect, useRef, useState } from "react";

import { Skeleton } from "@/components/ui/skeleton";

// The proposal form sits below the fold of a car page, and its code (react-hook-form, the zod schema, Sonner) is
// most of what the page would otherwise download: it is loaded, as a chunk of its own, when the form's place comes
// near the screen. Until it is in, that place keeps the form's size, so nothing below it moves.
const ProposalForm = dynamic(() =>
  import("@/components/site/proposal-form").then((module) => module.ProposalForm),
);

/** How far below the screen the form starts loading, so it is ready by the time the visitor scrolls to it. */
const AHEAD = "0px 0px 200px 0px";

export function ProposalFormLoader({ carId }: { carId: string }) {
  const [near, setNear] = useState(false);
  const place = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = place.current;
    if (!element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const placeholder = <ProposalFormPlaceholder />;
  return (
    <div ref={place}>
      {near ? (
        <Suspense fallback={placeholder}>
          <ProposalForm carId={carId} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}

/** The form's outline: four labelled fields (the last a text area) and the button. */
function ProposalFormPlaceholder() {
  return (
    <div aria-hidden="true" className="grid gap-4">
      {["h-10 pointer-coarse:h-11", "h-10 pointer-coarse:h-11", "h-10 pointer-coarse:h-11", "h-24"].map(
        (height, index) => (
          <div key={index} className="grid gap-2">
            <Skeleton className="h-5 w-24" />
            <Skeleton className={height} />
          </div>
        ),
      )}
      <Skeleton className="h-12" />
    </div>
  );
}
