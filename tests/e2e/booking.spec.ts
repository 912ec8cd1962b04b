import { expect, test, type Page } from "@playwright/test";

import { isNationalHoliday } from "@/lib/opening-hours/holidays";

import { expectNoHorizontalScroll, randomAddress, signInTo, toast, uniqueName } from "./admin-ops-helpers";

// 'Agendar visita' (docs/business-rules.md "Visit and test-drive booking"): booking on the contact page at 360 px,
// from a car page, a slot taken meanwhile, and the tickets tab listing the booking first with its date and time.
// The mobile and desktop projects share one database: each books on days of its own.

const address = randomAddress();
test.use({ extraHTTPHeaders: { "X-Forwarded-For": address } });

/** "YYYY-MM-DD" of the São Paulo day `offset` days from today. */
function saoPauloDay(offset: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(new Date());
  const date = new Date(`${today}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + offset);
  return date.toISOString().slice(0, 10);
}

/** Open weekdays from two days ahead on (every slot still in the future), a different set per project. */
function weekdays(project: string): string[] {
  const days: string[] = [];
  for (let offset = 2; offset <= 30; offset++) {
    const day = saoPauloDay(offset);
    const dayOfWeek = new Date(`${day}T00:00:00.000Z`).getUTCDay();
    if (dayOfWeek >= 1 && dayOfWeek <= 5 && !isNationalHoliday(day)) days.push(day);
  }
  return project === "mobile" ? days.slice(0, 4) : days.slice(4, 8);
}

const brDate = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

async function fillContact(page: Page, name: string) {
  const form = page.getByTestId("booking-form");
  await form.getByLabel("Nome").fill(name);
  await form.getByLabel("Telefone").pressSequentially("11987654321");
}

test("books a visit on the contact page at 360 px", async ({ page }, testInfo) => {
  const day = weekdays(testInfo.project.name)[0]!;
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto("/contact#agendar");
  const form = page.getByTestId("booking-form");
  await expect(form.getByRole("radio", { name: "Visita" })).toBeChecked();
  await form.getByLabel("Dia").selectOption(day);
  await form.getByTestId("booking-slots").getByRole("radio", { name: "09:30" }).check();
  await fillContact(page, uniqueName("Visitante"));
  await expectNoHorizontalScroll(page);
  await form.getByRole("button", { name: "Agendar às 09:30" }).click();
  const done = toast(page, "Agendamento confirmado!");
  await expect(done).toBeVisible();
  await expect(done).toContainText(`Visita em ${brDate(day)} às 09:30.`);
  // Booked is booked: nothing left for the dealer to confirm.
  await expect(done).not.toContainText("confirmar");
  // The form's place says what is booked and what happens next.
  const booked = page.getByTestId("booking-done");
  await expect(booked).toBeInViewport();
  await expect(booked.getByRole("heading", { name: "Visita agendada!" })).toBeFocused();
  await expect(booked).toContainText(`${brDate(day).slice(0, 5)} às 09:30`);
  await expect(booked).toContainText("Seu horário está reservado");
  await expect(booked).not.toContainText("confirmar");
  await expectNoHorizontalScroll(page);
  await booked.getByRole("button", { name: "Agendar outro horário" }).click();
  await expect(page.getByTestId("booking-form").getByLabel("Nome")).toHaveValue("");
});

test("the tickets tab lists a booking first, with its date and time, and cancels it", async ({
  page,
  request,
}, testInfo) => {
  const day = weekdays(testInfo.project.name)[3]!;
  const name = uniqueName("Agendado");
  const booked = await request.post("/api/appointments", {
    data: { name, phone: "11987654321", kind: "visit", date: day, time: "16:30" },
  });
  expect(booked.status()).toBe(201);

  await signInTo(page, "ajudante@autopremium.com.br", "tickets");
  const upcoming = page.getByTestId("upcoming-appointments");
  await expect(upcoming.getByTestId("upcoming-appointment").filter({ hasText: name })).toContainText(
    `${brDate(day)} às 16:30`,
  );
  const ticket = page.getByRole("article", { name });
  await expect(ticket.getByTestId("ticket-appointment")).toHaveText(`Visita em ${brDate(day)} às 16:30`);
  // The block comes before the list of tickets.
  expect((await ticket.boundingBox())!.y).toBeGreaterThan((await upcoming.boundingBox())!.y);

  // Cancelled from its ticket, the booking leaves 'Próximas visitas' and its slot is free again.
  await ticket.getByRole("button", { name: "Cancelar agendamento" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancelar agendamento" }).click();
  await expect(toast(page, "Agendamento cancelado. O horário está livre de novo.")).toBeVisible();
  await expect(ticket.getByText("Cancelado", { exact: true })).toBeVisible();
  await expect(upcoming.getByTestId("upcoming-appointment").filter({ hasText: name })).toHaveCount(0);
  // The lead's timeline says who cancelled which booking.
  await ticket.getByRole("button", { name: "Histórico e notas" }).click();
  await expect(ticket.getByText(`Agendamento cancelado: Visita em ${brDate(day)} às 16:30`)).toBeVisible();
  const slots = (await (await request.get(`/api/appointments/slots?date=${day}`)).json()) as {
    slots: Array<{ time: string; available: boolean }>;
  };
  expect(slots.slots.find((slot) => slot.time === "16:30")).toEqual({ time: "16:30", available: true });
});

test("books a test drive from a car page's 'Agendar visita'", async ({ page, request }, testInfo) => {
  const day = weekdays(testInfo.project.name)[1]!;
  const cars = (await (await request.get("/api/cars")).json()) as {
    cars: Array<{ id: string; brand: string; model: string }>;
  };
  const car = cars.cars[0]!;
  await page.goto(`/car/${car.id}`);
  await page.getByTestId("car-book-visit").click();
  await expect(page).toHaveURL(new RegExp(`/contact\\?agendar=${car.id}#agendar$`));
  // The page opens at the booking form, not at its top ~1,700 px above it (a phone's screen, where it was
  // seen; a laptop's too).
  const section = page.locator("#agendar");
  await expect(section.getByRole("heading", { name: "Agendar visita" })).toBeInViewport();
  const form = page.getByTestId("booking-form");
  await expect(form.getByTestId("booking-car")).toContainText(`${car.brand} ${car.model}`);
  await expect(form.getByRole("radio", { name: "Test drive" })).toBeChecked();
  await form.getByLabel("Dia").selectOption(day);
  await form.getByTestId("booking-slots").getByRole("radio", { name: "11:00" }).check();
  await fillContact(page, uniqueName("Piloto"));
  await form.getByRole("button", { name: "Agendar às 11:00" }).click();
  await expect(toast(page, "Agendamento confirmado!")).toContainText(`Test drive em ${brDate(day)} às 11:00`);
  const booked = page.getByTestId("booking-done");
  await expect(booked.getByRole("heading", { name: "Test drive agendado!" })).toBeVisible();
  await expect(booked).toContainText(`${car.brand} ${car.model}`);
});

test("a slot taken meanwhile answers 'Horário indisponível' and the slots reload", async ({
  page,
  request,
}, testInfo) => {
  const day = weekdays(testInfo.project.name)[2]!;
  await page.goto("/contact#agendar");
  const form = page.getByTestId("booking-form");
  await form.getByLabel("Dia").selectOption(day);
  const slot = form.getByTestId("booking-slots").getByRole("radio", { name: "15:00" });
  await slot.check();
  await fillContact(page, uniqueName("Atrasado"));

  for (let index = 0; index < 2; index++) {
    const taken = await request.post("/api/appointments", {
      data: { name: "Outra Pessoa", phone: "11912345678", kind: "visit", date: day, time: "15:00" },
      headers: { "X-Forwarded-For": randomAddress() },
    });
    expect(taken.status()).toBe(201);
  }

  await form.getByRole("button", { name: "Agendar às 15:00" }).click();
  await expect(form.getByRole("alert").filter({ hasText: "Horário indisponível" })).toBeVisible();
  await expect(form.getByTestId("booking-slots").getByRole("radio", { name: /15:00/ })).toBeDisabled();
  await expect(form.getByTestId("booking-slots").getByRole("radio", { name: "15:30" })).toBeEnabled();
});
