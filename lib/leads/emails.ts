import ical, { ICalAttendeeRole, ICalCalendarMethod } from "ical-generator";

import { TICKET_SUBJECT_LABELS } from "@/lib/constants/contact";
import { formatDateBR, formatDateTime } from "@/lib/format/dates";
import { maskPhone } from "@/lib/format/phone";
import { whatsappLink } from "@/lib/format/whatsapp";
import { renderHtml, renderText, type EmailContent } from "@/lib/leads/email-layout";
import { SLOT_MINUTES, slotInstant } from "@/lib/opening-hours/clock";
import type { EmailMessage } from "@/lib/outbox/message";
import type { Dealer as SiteDealer } from "@/lib/seo/dealer";
import { APPOINTMENT_KIND_LABELS } from "@/lib/tickets/appointment";
import type { ApiTicket } from "@/lib/tickets/dto";
import { ticketGreeting } from "@/lib/tickets/rules";

// The lead e-mails of docs/business-rules.md "Leads", in pt-BR, each with a plain-text and an HTML part: the new
// lead to its owner, the unassigned and the unanswered lead to the gerentes and admins, and the automatic reply
// to the shopper (with an RFC 5545 invitation for a booking). Pure: the dealer, the people and the clock are
// parameters.

export type Person = { name: string; email: string };
/** What the e-mails say of the dealer. */
export type Dealer = Pick<SiteDealer, "name" | "phone" | "whatsapp" | "email" | "address" | "siteUrl">;
type Lead = Pick<
  ApiTicket,
  | "id"
  | "name"
  | "email"
  | "phone"
  | "subject"
  | "message"
  | "car_brand"
  | "car_model"
  | "car_year"
  | "appointment"
  | "responseDueAt"
>;

const minutesFormat = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 2 });
const minutesText = (minutes: number) =>
  `${minutesFormat.format(minutes)} ${minutes === 1 ? "minuto" : "minutos"}`;

/** The car of a proposal, else the subject's label: what the lead is about. */
export function leadTopic(lead: Pick<Lead, "subject" | "car_brand" | "car_model" | "car_year">): string {
  const car = [lead.car_brand, lead.car_model, lead.car_year].filter(Boolean).join(" ");
  return car || TICKET_SUBJECT_LABELS[lead.subject] || lead.subject;
}

export function ticketLink(siteUrl: string, ticketId: string): string {
  return `${siteUrl}/admin?tab=tickets&ticket=${encodeURIComponent(ticketId)}`;
}

function appointmentText(lead: Lead): string | null {
  const appointment = lead.appointment;
  if (!appointment) return null;
  return `${APPOINTMENT_KIND_LABELS[appointment.kind]} em ${formatDateBR(appointment.date)} às ${appointment.time}`;
}

function leadFields(lead: Lead): Array<[string, string | null]> {
  const car = [lead.car_brand, lead.car_model, lead.car_year].filter(Boolean).join(" ");
  return [
    ["Nome", lead.name],
    ["Telefone", maskPhone(lead.phone)],
    ["E-mail", lead.email],
    ["Assunto", TICKET_SUBJECT_LABELS[lead.subject] ?? lead.subject],
    ["Carro", car || null],
    ["Agendamento", appointmentText(lead)],
  ];
}

const staffFooter = (dealer: Dealer) => [`${dealer.name} — aviso automático do painel`];

function message(to: string, subject: string, content: EmailContent, extra: Partial<EmailMessage> = {}) {
  return {
    to,
    subject,
    text: renderText(content),
    html: renderHtml(content),
    ...extra,
  } satisfies EmailMessage;
}

/** To the owner: `Novo lead: <name> — <car, or the subject's label>`, with the lead and the panel's link. */
export function newLeadEmail(input: {
  lead: Lead;
  owner: Person;
  dealer: Dealer;
  responseMinutes: number;
  /** Set when the lead comes from an escalation: the owner who did not answer. */
  escalatedFrom?: Person | null;
}): EmailMessage {
  const { lead, owner, dealer } = input;
  const due = lead.responseDueAt ? formatDateTime(lead.responseDueAt) : null;
  const intro = input.escalatedFrom
    ? `O lead de ${lead.name} ficou sem resposta com ${input.escalatedFrom.name} e foi repassado para você.`
    : `Um novo lead chegou pelo site e é seu.`;
  const deadline = due
    ? `Responda até ${due} (${minutesText(input.responseMinutes)} do horário de atendimento).`
    : `Responda em até ${minutesText(input.responseMinutes)} do horário de atendimento.`;
  return message(
    owner.email,
    `Novo lead: ${lead.name} — ${leadTopic(lead)}`,
    {
      greeting: `Olá, ${owner.name}!`,
      paragraphs: [intro, deadline],
      fields: leadFields(lead),
      quote: { label: "Mensagem", text: lead.message },
      links: [
        { label: "Abrir no painel", href: ticketLink(dealer.siteUrl, lead.id) },
        { label: "Responder pelo WhatsApp", href: whatsappLink(lead.phone, ticketGreeting(lead)) },
      ],
      footer: staffFooter(dealer),
    },
    { ticketId: lead.id },
  );
}

/** To a gerente or admin when nobody receives leads: `Lead sem responsável: <name>`. */
export function unassignedLeadEmail(input: { lead: Lead; to: string; dealer: Dealer }): EmailMessage {
  const { lead, dealer } = input;
  return message(
    input.to,
    `Lead sem responsável: ${lead.name}`,
    {
      greeting: "Olá!",
      paragraphs: [
        `Um lead chegou pelo site (${leadTopic(lead)}), mas ninguém da equipe está marcado para receber leads.`,
        "Atribua o lead pelo painel e marque quem recebe leads na aba Cargos.",
      ],
      fields: leadFields(lead),
      quote: { label: "Mensagem", text: lead.message },
      links: [{ label: "Abrir no painel", href: ticketLink(dealer.siteUrl, lead.id) }],
      footer: staffFooter(dealer),
    },
    { ticketId: lead.id },
  );
}

/** To a gerente or admin when the response time passed: `Lead sem resposta: <name>`. */
export function unansweredLeadEmail(input: {
  lead: Lead;
  to: string;
  dealer: Dealer;
  responseMinutes: number;
  previousOwner: Person | null;
  newOwner: Person | null;
}): EmailMessage {
  const { lead, dealer, previousOwner, newOwner } = input;
  const who = previousOwner ? `com ${previousOwner.name}` : "sem responsável";
  const outcome = newOwner
    ? `Foi repassado para ${newOwner.name}.`
    : previousOwner
      ? `Não há outro vendedor recebendo leads: continua com ${previousOwner.name}.`
      : "Ninguém da equipe está marcado para receber leads: atribua pelo painel.";
  return message(
    input.to,
    `Lead sem resposta: ${lead.name}`,
    {
      greeting: "Olá!",
      paragraphs: [
        `O lead de ${lead.name} (${leadTopic(lead)}) passou ${minutesText(input.responseMinutes)} do horário de atendimento ${who} sem resposta.`,
        outcome,
      ],
      fields: leadFields(lead),
      links: [{ label: "Abrir no painel", href: ticketLink(dealer.siteUrl, lead.id) }],
      footer: staffFooter(dealer),
    },
    { ticketId: lead.id },
  );
}

/**
 * To the owner when someone else cancels the lead's booking: `Agendamento cancelado: <name>`, so they do not wait
 * for a visit that is no longer coming.
 */
export function cancelledBookingEmail(input: {
  lead: Lead;
  owner: Person;
  by: Person;
  dealer: Dealer;
}): EmailMessage {
  const { lead, owner, by, dealer } = input;
  const booked = appointmentText(lead) ?? "O agendamento";
  return message(
    owner.email,
    `Agendamento cancelado: ${lead.name}`,
    {
      greeting: `Olá, ${owner.name}!`,
      paragraphs: [
        `${by.name} cancelou o agendamento do seu lead ${lead.name}: ${booked}. O horário ficou livre.`,
      ],
      fields: leadFields(lead),
      links: [{ label: "Abrir no painel", href: ticketLink(dealer.siteUrl, lead.id) }],
      footer: staffFooter(dealer),
    },
    { ticketId: lead.id },
  );
}

/** The host part of the site's address, for the invitation's UID. */
function siteHost(siteUrl: string): string {
  try {
    return new URL(siteUrl).hostname || "localhost";
  } catch {
    return "localhost";
  }
}

/**
 * A booking's invitation: METHOD:REQUEST with one VEVENT from the slot's start for 30 minutes (UTC times), at the
 * dealer's address, organized by the dealer and attended by the shopper.
 */
export function bookingInvite(input: {
  lead: Lead & { email: string };
  dealer: Dealer;
  organizerEmail: string;
  now: Date;
}): string | null {
  const { lead, dealer } = input;
  const appointment = lead.appointment;
  if (!appointment) return null;
  const start = slotInstant(appointment.date, appointment.time);
  const calendar = ical({
    method: ICalCalendarMethod.REQUEST,
    prodId: { company: dealer.name, product: "agendamentos", language: "PT-BR" },
    name: dealer.name,
  });
  const what = APPOINTMENT_KIND_LABELS[appointment.kind];
  const car = [lead.car_brand, lead.car_model, lead.car_year].filter(Boolean).join(" ");
  calendar.createEvent({
    id: `${appointment.id}@${siteHost(dealer.siteUrl)}`,
    stamp: input.now,
    start,
    end: new Date(start.getTime() + SLOT_MINUTES * 60_000),
    summary: `${what} — ${dealer.name}`,
    description: [
      car ? `${what}: ${car}` : what,
      `Telefone: ${dealer.phone}`,
      `WhatsApp: ${dealer.whatsapp}`,
    ].join("\n"),
    location: dealer.address,
    organizer: { name: dealer.name, email: input.organizerEmail },
    attendees: [{ name: lead.name, email: lead.email, role: ICalAttendeeRole.REQ, rsvp: false }],
  });
  return calendar.toString();
}

/**
 * To the shopper: `Recebemos sua mensagem — <DEALER_NAME>`, naming who will answer and the dealer's WhatsApp, with
 * the invitation when the lead is a booking. Replies go to the owner.
 */
export function autoReplyEmail(input: {
  lead: Lead & { email: string };
  owner: Person | null;
  dealer: Dealer;
  organizerEmail: string;
  now: Date;
}): EmailMessage {
  const { lead, owner, dealer } = input;
  const calendar = bookingInvite(input);
  const booked = appointmentText(lead);
  const paragraphs = [
    owner
      ? `Recebemos sua mensagem. ${owner.name}, da nossa equipe, vai responder você em breve.`
      : "Recebemos sua mensagem. Nossa equipe vai responder você em breve.",
  ];
  if (booked) {
    paragraphs.push(
      `Seu agendamento: ${booked}, em ${dealer.address}. O convite segue anexo para você adicionar à sua agenda.`,
    );
  }
  paragraphs.push("Se preferir, fale agora com a gente pelo WhatsApp.");
  return message(
    lead.email,
    `Recebemos sua mensagem — ${dealer.name}`,
    {
      greeting: `Olá, ${lead.name}!`,
      paragraphs,
      links: [
        {
          label: "Falar pelo WhatsApp",
          href: whatsappLink(dealer.whatsapp, `Olá! Sou ${lead.name} e enviei uma mensagem pelo site.`),
        },
      ],
      footer: [
        dealer.name,
        `${dealer.phone} · ${dealer.address}`,
        dealer.siteUrl,
        "Esta é uma resposta automática.",
      ],
    },
    {
      ticketId: lead.id,
      autoReply: true,
      ...(owner ? { replyTo: owner.email } : {}),
      ...(calendar ? { calendar } : {}),
    },
  );
}
