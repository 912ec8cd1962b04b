import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";

import { inter } from "@/app/fonts";
import { SiteFrame } from "@/components/site/site-frame";
import { env, siteUrl } from "@/lib/env";

import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl),
  title: { default: `${env.DEALER_NAME} | Seminovos premium`, template: `%s | ${env.DEALER_NAME}` },
  description: `Carros seminovos selecionados, com garantia e financiamento facilitado. Conheça o estoque da ${env.DEALER_NAME}.`,
  applicationName: env.DEALER_NAME,
};

export const viewport: Viewport = {
  themeColor: "#121214",
  width: "device-width",
  initialScale: 1,
};

/**
 * Every route is drawn in the one site frame: header, secondary bar and footer. It lives here, once, rather than
 * in each group's layout, because Next.js ships the root not-found page's tree with every page: a not-found page
 * drawing the frame itself put a second copy of it in every page's payload.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="pt-BR" className={inter.variable}>
      <body className="min-h-dvh bg-background font-sans text-foreground antialiased">
        <SiteFrame>{children}</SiteFrame>
      </body>
    </html>
  );
}
