import { redirect } from 'next/navigation';

/** The editor lives under /keystatic; the bare address leads there. */
export default function Home() {
  redirect('/keystatic');
}
