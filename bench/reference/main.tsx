/**
 * The bench's reference: a stock react-admin app with one resource, as create-react-admin makes it (the guessers,
 * the fakerest data provider, react-admin's own layout and router), built with Vite's defaults into one bundle.
 * `npm run bench` measures it beside the app, on the same machine and in the same run (bench/groups/reference.ts).
 */
import fakeRestProvider from 'ra-data-fakerest';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Admin, EditGuesser, ListGuesser, Resource, ShowGuesser } from 'react-admin';

const TOPICS = ['budget', 'permits', 'parking', 'utilities', 'courts', 'parks', 'taxes', 'licences'];

const posts = Array.from({ length: 120 }, (_, index) => ({
  id: index + 1,
  title: `Notice ${index + 1}: ${TOPICS[index % TOPICS.length]} update`,
  teaser: `What changes for ${TOPICS[(index * 3) % TOPICS.length]} this quarter, and who to ask about it.`,
  views: (index * 37) % 1000,
  published_at: new Date(Date.UTC(2026, index % 12, (index % 28) + 1)).toISOString(),
  commentable: index % 3 !== 0,
}));

const dataProvider = fakeRestProvider({ posts }, false);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {/* The one change from stock: react-admin's telemetry ping would count against the app's no-telemetry budget. */}
    <Admin dataProvider={dataProvider} disableTelemetry>
      <Resource name="posts" list={ListGuesser} edit={EditGuesser} show={ShowGuesser} />
    </Admin>
  </StrictMode>,
);
