import ICAL from "ical.js";
import { describe, expect, it } from "vitest";

import {
  type Dealer,
  autoReplyEmail,
  bookingInvite,
  cancelledBookingEmail,
  newLeadEmail,
  unansweredLeadEmail,
  unassignedLeadEmail,
} from "@/lib/leads/emails";
import type { ApiTicket } from "@/lib/tickets/dto";

// The lead e-mails' words and parts, and the booking invitation read back by an iCalendar parser (ical.js).

const dealer: Dealer = {
  name: "Auto Premium Seminovos",
  phone: "(11) 3456-7890",
  whatsapp: "(11) 98765-4321",
  email: "contato@autopremium.com.br",
  address: "Av. Europa, 1200 - Jardim Europa, São Paulo - SP, 01449-000",
  siteUrl: "https://www.autopremium.com.br",
};

const lead = {
  id: "clead0000000000000000000",
  name: "Maria <Silva>",
  email: "maria@example.com",
  phone: "11987654321",
  subject: "interesse-veiculo",
  message: "Tem revisão? <b>Urgente</b>",
  car_brand: "Honda",
  car_model: "Civic",
  car_year: "2021/2022",
  appointment: null,
  responseDueAt: "2026-12-02T13:15:00.000Z",
} satisfies Partial<ApiTicket>;

const booking = {
  ...lead,
  subject: "agendamento-visita" as const,
  car_brand: null,
  car_model: null,
  car_year: null,
  appointment: {
    id: "cappt0000000000000000000",
    date: "2026-12-10",
    time: "10:30",
    kind: "test-drive" as const,
    carId: null,
    cancelledAt: null,
  },
};

const owner = { name: "Bruno", email: "bruno@autopremium.com.br" };
const now = new Date("2026-12-02T13:00:00.000Z");

describe("lead e-mails", () => {
  it("tells the owner of a new lead, with the car, the due time and the panel's link", () => {
    const email = newLeadEmail({ lead, owner, dealer, responseMinutes: 15 });
    expect(email.to).toBe(owner.email);
    expect(email.subject).toBe("Novo lead: Maria <Silva> — Honda Civic 2021/2022");
    expect(email.text).toContain("Olá, Bruno!");
    expect(email.text).toContain("Responda até 02/12/2026, 10:15 (15 minutos do horário de atendimento).");
    expect(email.text).toContain("Telefone: (11) 98765-4321");
    expect(email.text).toContain("E-mail: maria@example.com");
    expect(email.text).toContain("Tem revisão? <b>Urgente</b>");
    expect(email.text).toContain(
      "Abrir no painel: https://www.autopremium.com.br/admin?tab=tickets&ticket=clead0000000000000000000",
    );
    // The HTML part says the same, escaped.
    expect(email.html).toContain("Maria &lt;Silva&gt;");
    expect(email.html).toContain("Tem revisão? &lt;b&gt;Urgente&lt;/b&gt;");
    expect(email.html).not.toContain("<b>Urgente");
    expect(email.html).toContain('href="https://www.autopremium.com.br/admin?tab=tickets&amp;ticket=clead');
  });

  it("names the subject's label when the lead has no car, and the owner who did not answer", () => {
    const email = newLeadEmail({
      lead: booking,
      owner,
      dealer,
      responseMinutes: 15,
      escalatedFrom: { name: "Ana", email: "a@x" },
    });
    expect(email.subject).toBe("Novo lead: Maria <Silva> — Agendamento de visita");
    expect(email.text).toContain("ficou sem resposta com Ana e foi repassado para você");
    expect(email.text).toContain("Agendamento: Test drive em 10/12/2026 às 10:30");
  });

  it("warns the managers of unassigned and unanswered leads", () => {
    expect(unassignedLeadEmail({ lead, to: "g@x", dealer }).subject).toBe(
      "Lead sem responsável: Maria <Silva>",
    );
    const unanswered = unansweredLeadEmail({
      lead,
      to: "g@x",
      dealer,
      responseMinutes: 15,
      previousOwner: { name: "Ana", email: "a@x" },
      newOwner: owner,
    });
    expect(unanswered.subject).toBe("Lead sem resposta: Maria <Silva>");
    expect(unanswered.text).toContain("com Ana sem resposta");
    expect(unanswered.text).toContain("Foi repassado para Bruno.");
  });

  it("tells the owner that someone else cancelled their lead's booking", () => {
    const email = cancelledBookingEmail({ lead: booking, owner, by: { name: "Gil", email: "g@x" }, dealer });
    expect(email.to).toBe(owner.email);
    expect(email.subject).toBe("Agendamento cancelado: Maria <Silva>");
    expect(email.ticketId).toBe(booking.id);
    expect(email.text).toContain(
      "Gil cancelou o agendamento do seu lead Maria <Silva>: Test drive em 10/12/2026",
    );
    expect(email.html).toContain("Maria &lt;Silva&gt;");
    expect(email.html).not.toContain("<Silva>");
  });

  it("answers the shopper automatically, naming the owner and the dealer's WhatsApp", () => {
    const email = autoReplyEmail({ lead, owner, dealer, organizerEmail: dealer.email, now });
    expect(email.to).toBe("maria@example.com");
    expect(email.subject).toBe("Recebemos sua mensagem — Auto Premium Seminovos");
    expect(email.autoReply).toBe(true);
    expect(email.replyTo).toBe(owner.email);
    expect(email.text).toContain("Bruno, da nossa equipe, vai responder você em breve.");
    expect(email.text).toContain("Falar pelo WhatsApp: https://wa.me/5511987654321?text=");
    expect(email.calendar).toBeUndefined();
    expect(autoReplyEmail({ lead, owner: null, dealer, organizerEmail: dealer.email, now }).text).toContain(
      "Nossa equipe vai responder",
    );
  });
});

describe("the booking invitation (RFC 5545)", () => {
  it("is a METHOD:REQUEST calendar whose VEVENT starts at the slot, lasts 30 minutes and is at the dealer", () => {
    const email = autoReplyEmail({ lead: booking, owner, dealer, organizerEmail: dealer.email, now });
    expect(email.text).toContain("Seu agendamento: Test drive em 10/12/2026 às 10:30");
    const calendar = new ICAL.Component(ICAL.parse(email.calendar!));
    expect(calendar.name).toBe("vcalendar");
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    const events = calendar.getAllSubcomponents("vevent");
    expect(events).toHaveLength(1);
    const event = new ICAL.Event(events[0]);
    expect(event.startDate.toJSDate().toISOString()).toBe("2026-12-10T13:30:00.000Z");
    expect(event.endDate.toJSDate().toISOString()).toBe("2026-12-10T14:00:00.000Z");
    expect(event.location).toBe(dealer.address);
    expect(event.uid).toBe("cappt0000000000000000000@www.autopremium.com.br");
    expect(event.summary).toBe("Test drive — Auto Premium Seminovos");
    expect(String(events[0]!.getFirstPropertyValue("organizer")).toLowerCase()).toBe(
      "mailto:contato@autopremium.com.br",
    );
    expect(String(events[0]!.getFirstPropertyValue("attendee")).toLowerCase()).toBe(
      "mailto:maria@example.com",
    );
    expect(events[0]!.getFirstPropertyValue("dtstamp")).not.toBeNull();
  });

  it("is absent without an appointment", () => {
    expect(bookingInvite({ lead, dealer, organizerEmail: dealer.email, now })).toBeNull();
  });
});
