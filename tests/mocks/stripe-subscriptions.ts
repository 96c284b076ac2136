// Stands in for the parts of Stripe that dealers' plans call: Checkout Sessions in subscription
// mode, Subscriptions (retrieve, update) and Products. Tests steer the subscriptions' state.
import { http, HttpResponse } from "msw";

const API = "https://api.stripe.com/v1";

export interface FakeSubscription {
  id: string;
  object: "subscription";
  status: string;
  metadata: Record<string, string>;
  items: { object: "list"; data: { id: string; object: "subscription_item"; current_period_end: number; price: { unit_amount: number; product: string } }[] };
}

export interface Recorded {
  path: string;
  params: URLSearchParams;
  idempotencyKey: string | null;
}

const metadataOf = (params: URLSearchParams, prefix: string) => {
  const metadata: Record<string, string> = {};
  for (const [key, value] of params) {
    const match = new RegExp(`^${prefix.replace(/[[\]]/g, "\\$&")}\\[(.+)\\]$`).exec(key);
    if (match) metadata[match[1]!] = value;
  }
  return metadata;
};

let counter = 0;

export const fakeSubscriptions = {
  subscriptions: new Map<string, FakeSubscription>(),
  products: new Set<string>(),
  requests: [] as Recorded[],
  reset() {
    this.subscriptions.clear();
    this.products.clear();
    this.requests = [];
  },
  /** A subscription as Stripe would make it when its checkout completes. */
  create(metadata: Record<string, string>, periodEnd: Date, status = "active") {
    counter += 1;
    const sub: FakeSubscription = {
      id: `sub_fake${counter}`, object: "subscription", status, metadata,
      items: { object: "list", data: [{ id: `si_fake${counter}`, object: "subscription_item", current_period_end: Math.floor(periodEnd.getTime() / 1000), price: { unit_amount: 0, product: "prod_x" } }] },
    };
    this.subscriptions.set(sub.id, sub);
    return sub;
  },
  set(id: string, change: { status?: string; periodEnd?: Date }) {
    const sub = this.subscriptions.get(id)!;
    if (change.status) sub.status = change.status;
    if (change.periodEnd) sub.items.data[0]!.current_period_end = Math.floor(change.periodEnd.getTime() / 1000);
    return sub;
  },
};

const record = async (request: Request, path: string) => {
  const params = new URLSearchParams(await request.text());
  fakeSubscriptions.requests.push({ path, params, idempotencyKey: request.headers.get("Idempotency-Key") });
  return params;
};
const missing = (what: string, id: string) => HttpResponse.json({ error: { type: "invalid_request_error", message: `No such ${what}: '${id}'` } }, { status: 404 });

export const stripeSubscriptionHandlers = [
  http.post(`${API}/checkout/sessions`, async ({ request }) => {
    const params = await record(request, "/checkout/sessions");
    counter += 1;
    return HttpResponse.json({ id: `cs_fake${counter}`, object: "checkout.session", mode: params.get("mode"), url: `https://checkout.stripe.test/cs_fake${counter}`, metadata: metadataOf(params, "metadata") });
  }),
  http.get(`${API}/subscriptions/:id`, ({ params }) => {
    const sub = fakeSubscriptions.subscriptions.get(String(params.id));
    return sub ? HttpResponse.json(sub) : missing("subscription", String(params.id));
  }),
  http.post(`${API}/subscriptions/:id`, async ({ request, params: path }) => {
    const params = await record(request, `/subscriptions/${path.id}`);
    const sub = fakeSubscriptions.subscriptions.get(String(path.id));
    if (!sub) return missing("subscription", String(path.id));
    sub.metadata = { ...sub.metadata, ...metadataOf(params, "metadata") };
    sub.items.data[0]!.price = { unit_amount: Number(params.get("items[0][price_data][unit_amount]")), product: params.get("items[0][price_data][product]") ?? "" };
    return HttpResponse.json(sub);
  }),
  http.get(`${API}/products/:id`, ({ params }) =>
    fakeSubscriptions.products.has(String(params.id)) ? HttpResponse.json({ id: params.id, object: "product" }) : missing("product", String(params.id))),
  http.post(`${API}/products`, async ({ request }) => {
    const params = await record(request, "/products");
    fakeSubscriptions.products.add(params.get("id")!);
    return HttpResponse.json({ id: params.get("id"), object: "product", name: params.get("name") });
  }),
];
