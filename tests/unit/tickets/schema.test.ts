import { describe, expect, it } from "vitest";

import {
  INVALID_EMAIL_MESSAGE,
  INVALID_PHONE_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
} from "@/lib/constants/contact";
import { contactFormSchema, proposalFormSchema, ticketInputSchema } from "@/lib/tickets/schema";
import { headlinesOf, inputErrorBody } from "@/lib/validation/input-errors";

const valid = {
  name: "Ana Souza",
  email: "ana@example.com",
  phone: "(11) 98765-4321",
  message: "Tenho interesse.",
};

function failure(result: {
  success: boolean;
  error?: { issues: Array<{ message: string; path: PropertyKey[] }> };
}) {
  expect(result.success).toBe(false);
  // The API's answer, as the one error mapper builds it from the contact forms' headline table.
  const { error, fields } = inputErrorBody(result.error!.issues, headlinesOf(ticketInputSchema));
  return { message: error, fields };
}

describe("ticket input (docs/business-rules.md 'Contact tickets')", () => {
  it("trims the texts, lower-cases the e-mail and keeps only the phone's digits", () => {
    const result = ticketInputSchema.parse({ ...valid, name: "  Ana  ", email: " ANA@Example.COM " });
    expect(result).toMatchObject({
      name: "Ana",
      email: "ana@example.com",
      phone: "11987654321",
      message: "Tenho interesse.",
    });
    expect(result.subject).toBeUndefined();
  });

  it("answers the 'fill every field' text when name, phone or message is empty, before a bad phone", () => {
    expect(failure(ticketInputSchema.safeParse({ ...valid, name: "   " })).message).toBe(
      REQUIRED_FIELDS_MESSAGE,
    );
    expect(failure(ticketInputSchema.safeParse({ ...valid, message: "" })).message).toBe(
      REQUIRED_FIELDS_MESSAGE,
    );
    expect(failure(ticketInputSchema.safeParse({ ...valid, phone: "" })).message).toBe(
      REQUIRED_FIELDS_MESSAGE,
    );
    const both = failure(ticketInputSchema.safeParse({ ...valid, name: "", phone: "123" }));
    expect(both.message).toBe(REQUIRED_FIELDS_MESSAGE);
    expect(both.fields.phone).toBe(INVALID_PHONE_MESSAGE);
  });

  it("answers the phone text for a phone without 10 or 11 digits", () => {
    expect(failure(ticketInputSchema.safeParse({ ...valid, phone: "(11) 9876-543" })).message).toBe(
      INVALID_PHONE_MESSAGE,
    );
    expect(failure(ticketInputSchema.safeParse({ ...valid, phone: "119876543210" })).message).toBe(
      INVALID_PHONE_MESSAGE,
    );
  });

  it("requires the e-mail of a contact message but not of a proposal", () => {
    const contact = failure(ticketInputSchema.safeParse({ ...valid, email: "" }));
    expect(contact.message).toBe(REQUIRED_FIELDS_MESSAGE);
    expect(contact.fields.email).toBe(REQUIRED_FIELDS_MESSAGE);
    expect(ticketInputSchema.parse({ ...valid, email: undefined, carId: "car-1" })).toMatchObject({
      carId: "car-1",
      email: undefined,
    });
    expect(
      failure(ticketInputSchema.safeParse({ ...valid, email: "not-an-email", carId: "car-1" })).message,
    ).toBe(INVALID_EMAIL_MESSAGE);
  });

  it("accepts the listed subjects only", () => {
    expect(ticketInputSchema.parse({ ...valid, subject: "financiamento" }).subject).toBe("financiamento");
    expect(ticketInputSchema.parse({ ...valid, subject: "" }).subject).toBeUndefined();
    expect(ticketInputSchema.safeParse({ ...valid, subject: "contato-general" }).success).toBe(false);
  });

  it("refuses control characters except line breaks in the message, and overlong texts", () => {
    expect(ticketInputSchema.parse({ ...valid, message: "linha 1\nlinha 2\r\n" }).message).toBe(
      "linha 1\nlinha 2",
    );
    expect(ticketInputSchema.safeParse({ ...valid, name: "Ana\u0000" }).success).toBe(false);
    expect(ticketInputSchema.safeParse({ ...valid, message: "oi\u0007" }).success).toBe(false);
    expect(ticketInputSchema.safeParse({ ...valid, name: "a".repeat(121) }).success).toBe(false);
    expect(ticketInputSchema.safeParse({ ...valid, message: "a".repeat(5001) }).success).toBe(false);
  });

  it("refuses a body that is not an object", () => {
    expect(ticketInputSchema.safeParse("texto").success).toBe(false);
    expect(ticketInputSchema.safeParse(null).success).toBe(false);
  });
});

describe("the forms' schemas", () => {
  it("require the e-mail on both forms and validate it", () => {
    expect(proposalFormSchema.safeParse({ ...valid, email: "" }).success).toBe(false);
    expect(contactFormSchema.safeParse({ ...valid, email: "ana@" }).success).toBe(false);
    expect(contactFormSchema.parse({ ...valid, subject: "pos-venda" })).toMatchObject({
      subject: "pos-venda",
      phone: "11987654321",
    });
  });
});
