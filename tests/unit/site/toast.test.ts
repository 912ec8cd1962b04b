import { beforeEach, describe, expect, it, vi } from "vitest";

const sonner = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() }));
vi.mock("sonner", () => ({ toast: sonner }));

// lib/toast: Sonner is only downloaded on demand, and a toast waits until a Toaster listens for it.

async function freshToastModule() {
  vi.resetModules();
  return import("@/lib/toast");
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("lib/toast", () => {
  beforeEach(() => {
    for (const spy of Object.values(sonner)) spy.mockClear();
  });

  it("asks for a Toaster on the first toast and shows it once one listens", async () => {
    const { toast, toasterListening, toasterWanted, subscribeToasterWanted } = await freshToastModule();
    const onWanted = vi.fn();
    subscribeToasterWanted(onWanted);
    expect(toasterWanted()).toBe(false);

    toast.success("Mensagem enviada!", { description: "Obrigado!" });
    expect(toasterWanted()).toBe(true);
    expect(onWanted).toHaveBeenCalledTimes(1);
    await settle();
    expect(sonner.success).not.toHaveBeenCalled();

    toasterListening();
    await settle();
    expect(sonner.success).toHaveBeenCalledWith("Mensagem enviada!", { description: "Obrigado!" });
  });

  it("shows toasts at once when a Toaster already listens, each with its own kind", async () => {
    const { toast, toasterListening } = await freshToastModule();
    toasterListening();
    toast.error("Erro ao enviar");
    toast.warning("Atenção");
    await settle();
    expect(sonner.error).toHaveBeenCalledWith("Erro ao enviar", undefined);
    expect(sonner.warning).toHaveBeenCalledWith("Atenção", undefined);
    expect(sonner.success).not.toHaveBeenCalled();
  });
});
