import { describe, expect, it } from "vitest";

import { serializeJsonLd } from "@/lib/seo/json-ld";
import { autoDealerJsonLd, carJsonLd } from "@/lib/seo/structured-data";

import { carRecord } from "../cars/fixtures";

const dealer = {
  name: "Auto Premium",
  phone: "(11) 3456-7890",
  email: "c@a.com",
  address: "Av. Europa, 1200",
  siteUrl: "https://example.com",
};

describe("serializeJsonLd", () => {
  it("cannot close the script element or open a comment, and keeps the same JSON value", () => {
    const data = { description: "</script><script>alert(1)</script> <!-- x --> & \u2028\u2029" };
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe("structured data", () => {
  it("describes a car page as Product and Car with an Offer in BRL", () => {
    const data = carJsonLd(
      carRecord({
        id: "c1",
        brand: "Jeep",
        model: "Compass",
        price: 149_900,
        images: [{ url: "/media/a/b.jpg", publicId: "a/b", width: 1600, height: 1200 }],
      }),
      "https://example.com",
    );
    expect(data["@type"]).toEqual(["Product", "Car"]);
    expect(data.offers).toMatchObject({
      "@type": "Offer",
      price: 149_900,
      priceCurrency: "BRL",
      availability: "https://schema.org/InStock",
      url: "https://example.com/car/c1",
    });
    expect(data.image).toEqual(["https://example.com/media/a/b.jpg"]);
  });

  it("marks a sold car's offer SoldOut", () => {
    expect(carJsonLd(carRecord({ status: "sold" }), "https://example.com").offers).toMatchObject({
      availability: "https://schema.org/SoldOut",
    });
  });

  it("lists the given cars as offers of the dealer, each offering a Car", () => {
    const plain = autoDealerJsonLd(dealer) as unknown as Record<string, unknown>;
    expect(plain["@type"]).toBe("AutoDealer");
    expect(plain).not.toHaveProperty("makesOffer");
    const withOffers = autoDealerJsonLd(dealer, [
      carRecord({ id: "a" }),
      carRecord({ id: "b" }),
    ]) as unknown as {
      makesOffer: Array<{ itemOffered: { "@type": string } }>;
    };
    expect(withOffers.makesOffer).toHaveLength(2);
    expect(withOffers.makesOffer[0]?.itemOffered["@type"]).toBe("Car");
  });
});
