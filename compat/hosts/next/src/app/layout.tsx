import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import '../../../shared/partner.css';

export const metadata: Metadata = { title: 'Partner app — Next.js' };

export default function RootLayout({ children }: Readonly<{ children: ReactNode }>) {
  const nirmaanHost = process.env.NEXT_PUBLIC_NIRMAAN_HOST;
  if (!nirmaanHost) throw new Error('Set NEXT_PUBLIC_NIRMAAN_HOST to the Nirmaan server, e.g. http://127.0.0.1:8123');
  return (
    <html lang="en">
      <head>
        <link rel="icon" href="data:," />
        {/* The space each element takes before its widget has rendered: no layout shift. */}
        <link rel="stylesheet" href={`${nirmaanHost}/embed/reserve.css`} />
      </head>
      <body>{children}</body>
    </html>
  );
}
