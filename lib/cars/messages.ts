import { MAX_CARS, MAX_IMAGES_PER_CAR } from "@/lib/constants/cars";

// Texts of the cars area (docs/business-rules.md and docs/texts.md, docs/business-rules.md "Cars"), shared by the API and the admin panel.
// The agreed texts are verbatim; the success toasts are the panel's own short ones.

export const CAR_REQUIRED_FIELDS = "Preencha todos os campos obrigatórios";
export const FIELD_REQUIRED = "Campo obrigatório";
export const CAR_LIMIT_REACHED = `O limite de ${MAX_CARS} veículos foi atingido. Não é possível criar mais veículos.`;
export const TOO_MANY_IMAGES = `Máximo de ${MAX_IMAGES_PER_CAR} imagens permitido`;
export { INVALID_CHARACTERS } from "@/lib/validation/text";

export const CAR_TOASTS = {
  saveError: { title: "Erro", description: "Erro ao salvar o carro" },
  deleteError: { title: "Erro", description: "Erro ao deletar o carro" },
  created: "Carro cadastrado com sucesso!",
  updated: "Carro atualizado com sucesso!",
  deleted: "Carro excluído com sucesso!",
  limitReached: (count: number) => ({
    title: "Limite máximo atingido",
    description: `Você já possui ${count} veículos cadastrados. O limite máximo é de ${MAX_CARS} veículos.`,
  }),
} as const;

export const IMAGE_TOASTS = {
  limitExceeded: { title: "Limite excedido", description: TOO_MANY_IMAGES },
  invalidFile: (fileName: string) => ({
    title: "Arquivo inválido",
    description: `${fileName} não é uma imagem válida`,
  }),
  readError: "Erro ao ler arquivo",
  processError: (fileName: string) => `Erro ao processar ${fileName}`,
  processAllError: "Erro ao processar imagens",
  removeError: "Erro ao remover imagem",
  removeConfirm: "Tem certeza que deseja remover esta imagem? Esta ação não pode ser desfeita.",
  partial: (uploaded: number, total: number) => ({
    title: "Upload parcial",
    description: `${uploaded} de ${total} imagens enviadas. O carro foi salvo sem as demais.`,
  }),
  failed: (total: number) => ({
    title: "Upload falhou",
    description:
      total === 1
        ? "A imagem não pôde ser enviada. O carro foi salvo sem ela."
        : `Nenhuma das ${total} imagens pôde ser enviada. O carro foi salvo sem elas.`,
  }),
} as const;

/** 'Enviando imagens... x/y' (docs/admin-panel.md). */
export const uploadProgressLabel = (done: number, total: number) => `Enviando imagens... ${done}/${total}`;
