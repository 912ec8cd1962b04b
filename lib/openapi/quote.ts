/** How the document quotes an error answer: the JSON body the client receives, `{"error":"…"}`. */
export const quote = (message: string) => JSON.stringify({ error: message });
