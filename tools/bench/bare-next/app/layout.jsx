/** The benchmark's floor: a bare Next.js page (npm run bench builds it with the site's own next). */
export const metadata = { title: 'Bare Next.js page' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
