// The app under test answers on localhost (tests/support/app-requests.ts): its requests are ours,
// not an outside service's, so they go through to it while anything else unhandled stays an error.
import { http, passthrough } from "msw";

export const appUnderTestHandlers = [http.all(/^http:\/\/localhost:\d+\//, () => passthrough())];
