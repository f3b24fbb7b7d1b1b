import { App } from '../App';
import { EmbedNirmaan } from '../EmbedNirmaan';

/** A server component: the client components below are rendered to HTML on the server, then hydrated. */
export default function Page() {
  return (
    <>
      <App />
      <EmbedNirmaan />
    </>
  );
}
