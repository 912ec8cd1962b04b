"use client";

import { CheckCircle2 } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";

type Props = {
  title: string;
  /** What happens next, in the visitor's words. */
  children: ReactNode;
  /** The next steps offered (talk on WhatsApp, send another). */
  actions?: ReactNode;
  /** The heading's level under the section that held the form. */
  headingLevel?: 2 | 3;
  testId?: string;
};

/**
 * What replaces a showroom form once it is sent (docs/showroom.md "Forms"): a clear confirmation in the form's
 * place, saying what happens next, instead of only a toast over an emptied form. It takes the focus (a screen
 * reader reads it) and is brought into view, since the page it shortened may have left the visitor at the footer.
 */
export function FormSuccess({ title, children, actions, headingLevel = 3, testId }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const Heading = headingLevel === 2 ? "h2" : "h3";

  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    const rect = box.current?.getBoundingClientRect();
    if (rect && (rect.top < 0 || rect.bottom > window.innerHeight))
      box.current?.scrollIntoView({ block: "center" });
  }, []);

  return (
    <div
      ref={box}
      className="grid justify-items-start gap-3 rounded-lg border border-success/40 bg-success/5 p-5"
      data-testid={testId}
    >
      <Heading
        ref={heading}
        tabIndex={-1}
        className="flex scroll-mt-24 items-center gap-2 text-lg font-semibold outline-none"
      >
        <CheckCircle2 className="size-6 shrink-0 text-success" aria-hidden="true" />
        {title}
      </Heading>
      <div className="grid gap-2 text-sm text-muted-foreground">{children}</div>
      {actions ? <div className="flex flex-wrap gap-2 pt-1">{actions}</div> : null}
    </div>
  );
}
