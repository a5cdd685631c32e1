/** The one MSW server every client test talks to; started, reset and closed in client/test/setup.ts. */
import { setupServer } from 'msw/node';
import { fake } from './api-fake';

export const server = setupServer(...fake.handlers);
server.events.on('request:start', ({ request }) => {
  void fake.record(request);
});
