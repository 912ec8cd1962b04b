// Valid bodies of the write routes, which the hostile-input tests spoil one field at a time.

export const validCar = (overrides: Record<string, unknown> = {}) => ({
  brand: "Toyota",
  model: "Corolla XEi",
  year: "2022",
  price: 99_900,
  mileage: 25_000,
  color: "Prata",
  engine: "2.0",
  transmission: "Automático",
  fuel: "Flex",
  description: "Revisado.",
  features: ["Air bag"],
  specifications: { Motor: "2.0" },
  isFeatured: false,
  isTurbo: false,
  whatsappMessage: "Olá!",
  purchasePrice: 80_000,
  purchaseDate: "2025-01-10",
  ...overrides,
});
export const validSale = (carId: string) => ({
  carId,
  clientName: "Cliente Hostil",
  clientPhone: "(11) 98765-4321",
  clientEmail: "cliente@example.com",
  clientDocument: "529.982.247-25",
  salePrice: 95_000,
  paymentMethod: "cash",
  paymentDetails: "Pix",
  salesperson: "Vendedor",
  status: "negotiating",
  saleDate: "2026-01-10",
  notes: "Observação",
});
export const validExpense = () => ({
  description: "Lavagem",
  amount: 150,
  category: "maintenance",
  date: "2026-01-10",
});
export const validInvoice = () => ({
  type: "sale",
  number: "",
  clientName: "Cliente Hostil",
  clientDocument: "52998224725",
  amount: 1_000,
  issueDate: "2026-01-10",
  status: "issued",
  description: "Venda",
});
export const validContact = () => ({
  name: "Maria Silva",
  email: "maria@example.com",
  phone: "(11) 98765-4321",
  subject: "financiamento",
  message: "Olá,\nquero informações.",
});
