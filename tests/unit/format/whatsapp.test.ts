import { describe, expect, it } from "vitest";

import {
  carWhatsappLink,
  carWhatsappMessage,
  internationalNumber,
  telLink,
  whatsappLink,
} from "@/lib/format/whatsapp";

const car = { brand: "Toyota", model: "Corolla XEi", year: "2022/2023", whatsappMessage: null };

describe("WhatsApp links (docs/showroom.md)", () => {
  it("prefixes the dealer's number with 55 and strips the mask", () => {
    expect(internationalNumber("(11) 98765-4321")).toBe("5511987654321");
    expect(internationalNumber("+55 11 98765-4321")).toBe("5511987654321");
    expect(internationalNumber("5511987654321")).toBe("5511987654321");
  });

  it("prefills the default interest text with brand, model and year", () => {
    expect(carWhatsappMessage(car)).toBe(
      "Olá! Tenho interesse no Toyota Corolla XEi 2022/2023. Poderia me fornecer mais informações?",
    );
  });

  it("uses the car's own message when it has one", () => {
    expect(carWhatsappMessage({ ...car, whatsappMessage: "  Quero este Corolla!  " })).toBe(
      "Quero este Corolla!",
    );
    expect(carWhatsappMessage({ ...car, whatsappMessage: "   " })).toContain("Tenho interesse no Toyota");
  });

  it("builds an encoded wa.me link", () => {
    const link = carWhatsappLink("(11) 98765-4321", car);
    expect(link.startsWith("https://wa.me/5511987654321?text=")).toBe(true);
    expect(decodeURIComponent(link.split("text=")[1]!)).toBe(carWhatsappMessage(car));
    expect(whatsappLink("11987654321", "a&b=c d")).toBe("https://wa.me/5511987654321?text=a%26b%3Dc%20d");
  });

  it("builds tel: links in international form", () => {
    expect(telLink("(11) 3456-7890")).toBe("tel:+551134567890");
  });
});
