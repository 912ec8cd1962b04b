import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { buttonClass, Input, Label, Select, Textarea } from "@/components/site/controls";
import { buttonVariants } from "@/components/ui/button";
import { Input as UiInput } from "@/components/ui/input";
import { Label as UiLabel } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea as UiTextarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";

// The showroom's controls write out the classes components/ui computes with tailwind-merge: they must stay the
// same set of classes (order does not matter to Tailwind), or the showroom's forms would drift from the admin's.

const tokens = (classes: string) => [...new Set(classes.split(/\s+/).filter(Boolean))].sort();

function classesOf(markup: string, tag: string): string[] {
  const match = new RegExp(`<${tag}[^>]*class="([^"]*)"`).exec(markup);
  if (!match) throw new Error(`no <${tag}> with a class in ${markup}`);
  return tokens(match[1]!.replaceAll("&amp;", "&").replaceAll("&#x27;", "'").replaceAll("&gt;", ">"));
}

describe("showroom form controls", () => {
  it("draw inputs, text areas and labels with components/ui's classes", () => {
    expect(classesOf(renderToStaticMarkup(<Input />), "input")).toEqual(
      classesOf(renderToStaticMarkup(<UiInput />), "input"),
    );
    expect(classesOf(renderToStaticMarkup(<Textarea />), "textarea")).toEqual(
      classesOf(renderToStaticMarkup(<UiTextarea />), "textarea"),
    );
    expect(classesOf(renderToStaticMarkup(<Label htmlFor="x">Nome</Label>), "label")).toEqual(
      classesOf(renderToStaticMarkup(<UiLabel htmlFor="x">Nome</UiLabel>), "label"),
    );
  });

  it("draw the select, its wrapper and its arrow like NativeSelect", () => {
    const site = renderToStaticMarkup(<Select />);
    const ui = renderToStaticMarkup(<NativeSelect />);
    for (const tag of ["div", "select"]) expect(classesOf(site, tag)).toEqual(classesOf(ui, tag));
    // lucide adds its marker classes (lucide, lucide-chevron-down) to its icons: no style comes with them. The
    // showroom's `icon` class stands for the stroke and size attributes lucide writes on each <svg>.
    const styled = (classes: string[]) => classes.filter((name) => !name.startsWith("lucide"));
    expect(classesOf(site, "svg")).toContain("icon");
    expect(classesOf(site, "svg").filter((name) => name !== "icon")).toEqual(styled(classesOf(ui, "svg")));
  });

  it("give buttons buttonVariants' classes, with the callers' extras merged as tailwind-merge does", () => {
    const cases: Array<[string, string]> = [
      [
        buttonClass("outline", "default", { extra: "lg:hidden" }),
        cn(buttonVariants({ variant: "outline", className: "lg:hidden" })),
      ],
      [
        buttonClass("default", "default", { grow: true, extra: "min-h-11" }),
        cn(buttonVariants({ className: "min-h-11 flex-1" })),
      ],
      [
        buttonClass("outline", "default", { grow: true, extra: "min-h-11" }),
        cn(buttonVariants({ variant: "outline" }), "min-h-11 flex-1"),
      ],
      [buttonClass("default", "lg"), cn(buttonVariants({ size: "lg" }))],
      [
        buttonClass("default", "lg", { extra: "sm:justify-self-start" }),
        cn(buttonVariants({ size: "lg", className: "sm:justify-self-start" })),
      ],
    ];
    for (const [site, ui] of cases) expect(tokens(site)).toEqual(tokens(ui));
  });
});
