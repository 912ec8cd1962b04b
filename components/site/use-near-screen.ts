"use client";

import { useEffect, useRef, useState } from "react";

/** How far below the screen a part starts loading, so it is ready by the time the visitor scrolls to it. */
const AHEAD = "0px 0px 200px 0px";

/**
 * Whether the element of the returned ref has come near the screen (and stays true once it has): the car page
 * loads the code of its parts below the fold only then.
 */
export function useNearScreen<Element extends HTMLElement>() {
  const [near, setNear] = useState(false);
  const ref = useRef<Element>(null);

  useEffect(() => {
    const element = ref.current;
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

  return { ref, near };
}
