import localFont from "next/font/local";

// The site's typeface, for the root layout and for global-error (which replaces the whole document).
export const inter = localFont({
  src: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  variable: "--font-inter",
  weight: "100 900",
  display: "swap",
});
