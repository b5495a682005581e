// A loopback STAND-IN for Stripe, for tests only: Stripe's servers cannot be reached here.
//
// What is real and what is stood in:
// - REAL, in the portal: the `stripe` npm client (it talks to this server through STRIPE_API_URL, in
//   Stripe's wire format: form-encoded bodies with bracketed keys, Bearer secret key, Idempotency-Key,
//   JSON objects and Stripe's error shape), `@stripe/stripe-js`'s loadStripe (it finds the stand-in
//   Stripe.js below already loaded), and the webhook check, `stripe.webhooks.constructEvent`.
// - STOOD IN, here: the API itself, only the few endpoints the portal uses (create, retrieve, confirm
//   and cancel a PaymentIntent, retrieve a PaymentMethod, create and retrieve a refund); Stripe's test cards
//   decide the outcome (4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined with
//   generic_decline, 4000 0000 0000 9995 with insufficient_funds, 4000 0000 0000 0069 is expired).
//   Webhooks are posted to the portal signed the way Stripe signs them (Stripe-Signature: t=<unix
//   time>,v1=<HMAC-SHA256 of "t.payload" with the webhook secret>); with `duplicateDeliveries` each
//   event is posted twice, as Stripe may. A refund is created `pending` and completes a moment later
//   (refund.created, then refund.updated).
// - STOOD IN, in the browser: Stripe.js (/v3/stripe.js) with the subset of its API the portal calls
//   (Stripe(pk).elements({ clientSecret }).create('payment').mount(el), element.on('ready'|'change'),
//   stripe.confirmPayment({ elements, redirect: 'if_required' })). Like Stripe's, the card fields
//   live in a frame served from this server's origin, so the card number never enters the portal's
//   page or reaches its server: the frame confirms the PaymentIntent with this server directly.
import crypto from 'node:crypto';
import http from 'node:http';

const TEST_CARDS = {
  '4242424242424242': { outcome: 'succeeded', brand: 'visa' },
  '5555555555554444': { outcome: 'succeeded', brand: 'mastercard' },
  '4000000000000002': { outcome: 'declined', brand: 'visa', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' },
  '4000000000009995': { outcome: 'declined', brand: 'visa', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' },
  '4000000000000069': { outcome: 'declined', brand: 'visa', code: 'expired_card', decline_code: 'expired_card', message: 'Your card has expired.' },
};

const id = (prefix) => `${prefix}_${crypto.randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/** Stripe's form encoding: `metadata[tournamentno]=1&automatic_payment_methods[enabled]=true`. */
function parseForm(text) {
  const out = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = out;
    for (let i = 0; i < path.length - 1; i++) node = node[path[i]] ??= {};
    node[path[path.length - 1]] = value;
  }
  return out;
}

/** Stripe's signature scheme (https://docs.stripe.com/webhooks#verify-manually). */
export function signPayload(payload, secret, timestamp = now()) {
  const signature = crypto.createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

/**
 * Starts the stand-in. `webhookUrl` may be set later (setWebhookUrl) when the portal's port is not
 * known yet. Resolves with its address, the stand-in Stripe.js URL and controls for tests.
 */
export async function startLoopbackStripe({ port = 0, host = '127.0.0.1', secretKey, publishableKey, webhookSecret, webhookUrl, duplicateDeliveries = false, refundDelayMs = 300 }) {
  const intents = new Map();
  const methods = new Map();
  const refunds = new Map();
  const idempotent = new Map();
  const delivered = [];
  let target = webhookUrl;
  let origin = '';

  async function deliver(event, attempt = 1) {
    if (!target) return;
    const payload = JSON.stringify(event, null, 2);
    try {
      const response = await fetch(target, { method: 'POST', headers: { 'content-type': 'application/json', 'stripe-signature': signPayload(payload, webhookSecret) }, body: payload });
      delivered.push({ id: event.id, type: event.type, status: response.status });
      if (response.status >= 500 && attempt < 4) setTimeout(() => void deliver(event, attempt + 1), 200 * attempt);
    } catch {
      if (attempt < 4) setTimeout(() => void deliver(event, attempt + 1), 200 * attempt);
    }
  }

  function emit(type, object) {
    const event = { id: id('evt'), object: 'event', api_version: '2026-10-28.endive', created: now(), type, livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, data: { object: structuredClone(object) } };
    void deliver(event).then(() => (duplicateDeliveries ? deliver(event) : undefined));
    return event;
  }

  const error = (res, status, body) => send(res, status, { error: body });
  function send(res, status, body) {
    res.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*', 'request-id': id('req') });
    res.end(JSON.stringify(body));
  }

  function bearer(req) {
    const header = req.headers.authorization ?? '';
    return header.startsWith('Bearer ') ? header.slice(7) : Buffer.from(header.replace(/^Basic /, ''), 'base64').toString().replace(/:$/, '');
  }

  function confirm(intent, card) {
    const number = String(card.number ?? '').replace(/\D/g, '');
    const test = TEST_CARDS[number];
    if (!test) {
      return { code: 'incorrect_number', decline_code: null, message: 'Your card number is incorrect.', brand: 'unknown', outcome: 'declined' };
    }
    return test;
  }

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url, origin);
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const body = parseForm(Buffer.concat(chunks).toString());

    if (req.method === 'OPTIONS') {
      res.writeHead(204, { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type', 'access-control-allow-methods': 'GET, POST' });
      return res.end();
    }
    // The stand-in Stripe.js and its card frame (browser side).
    if (req.method === 'GET' && url.pathname === '/v3/stripe.js') {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8', 'access-control-allow-origin': '*' });
      return res.end(STRIPE_JS.replace('__ORIGIN__', JSON.stringify(origin)));
    }
    if (req.method === 'GET' && url.pathname === '/elements/payment-frame.html') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(PAYMENT_FRAME);
    }
    // Test controls.
    if (url.pathname === '/__control/events') return send(res, 200, { delivered });

    // The API: confirm is the browser's call (publishable key + client secret); the rest need the secret key.
    const key = bearer(req) || body.key;
    const confirmPath = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(url.pathname);
    if (req.method === 'POST' && confirmPath) {
      const intent = intents.get(confirmPath[1]);
      if (key !== publishableKey && key !== secretKey) return error(res, 401, { type: 'invalid_request_error', message: 'Invalid API Key provided.' });
      if (!intent || body.client_secret !== intent.client_secret) return error(res, 404, { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent.' });
      if (!['requires_payment_method', 'requires_confirmation'].includes(intent.status)) {
        return error(res, 400, { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: `This PaymentIntent's status is ${intent.status}.`, payment_intent: intent });
      }
      const card = body.payment_method_data?.card ?? {};
      const result = confirm(intent, card);
      const method = { id: id('pm'), object: 'payment_method', type: 'card', card: { brand: result.brand, last4: String(card.number ?? '').replace(/\D/g, '').slice(-4), exp_month: Number(card.exp_month) || 12, exp_year: Number(card.exp_year) || 2034, funding: 'credit' }, created: now(), livemode: false };
      methods.set(method.id, method);
      intent.payment_method = method.id;
      intent.latest_charge = id('ch');
      if (result.outcome === 'succeeded') {
        intent.status = 'succeeded';
        intent.last_payment_error = null;
        intent.amount_received = intent.amount;
        emit('payment_intent.succeeded', intent);
        return send(res, 200, intent);
      }
      intent.status = 'requires_payment_method';
      intent.last_payment_error = { type: 'card_error', code: result.code, decline_code: result.decline_code, message: result.message, payment_method: method };
      emit('payment_intent.payment_failed', intent);
      return error(res, 402, { type: 'card_error', code: result.code, decline_code: result.decline_code, message: result.message, payment_intent: intent });
    }

    if (key !== secretKey) return error(res, 401, { type: 'invalid_request_error', message: 'Invalid API Key provided.' });
    const idempotencyKey = req.headers['idempotency-key'];
    const remembered = idempotencyKey && idempotent.get(`${url.pathname}:${idempotencyKey}`);
    if (req.method === 'POST' && remembered) return send(res, 200, remembered);
    const keep = (object) => {
      if (idempotencyKey) idempotent.set(`${url.pathname}:${idempotencyKey}`, object);
      return object;
    };

    if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
      const amount = Number(body.amount);
      if (!Number.isInteger(amount) || amount < 1 || !body.currency) return error(res, 400, { type: 'invalid_request_error', code: 'parameter_invalid_integer', message: 'Invalid amount or currency.' });
      const intentId = id('pi');
      const intent = {
        id: intentId,
        object: 'payment_intent',
        amount,
        amount_received: 0,
        currency: body.currency,
        description: body.description ?? null,
        metadata: body.metadata ?? {},
        status: 'requires_payment_method',
        client_secret: `${intentId}_secret_${crypto.randomBytes(12).toString('hex')}`,
        automatic_payment_methods: { enabled: true, allow_redirects: body.automatic_payment_methods?.allow_redirects ?? 'always' },
        last_payment_error: null,
        latest_charge: null,
        payment_method: null,
        created: now(),
        livemode: false,
      };
      intents.set(intent.id, intent);
      return send(res, 200, keep(intent));
    }
    const intentPath = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(url.pathname);
    if (intentPath) {
      const intent = intents.get(intentPath[1]);
      if (!intent) return error(res, 404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${intentPath[1]}'` });
      if (req.method === 'GET' && !intentPath[2]) return send(res, 200, intent);
      if (req.method === 'POST' && intentPath[2]) {
        if (intent.status === 'succeeded' || intent.status === 'canceled') {
          return error(res, 400, { type: 'invalid_request_error', code: 'payment_intent_unexpected_state', message: `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.` });
        }
        intent.status = 'canceled';
        intent.canceled_at = now();
        emit('payment_intent.canceled', intent);
        return send(res, 200, keep(intent));
      }
    }
    const methodPath = /^\/v1\/payment_methods\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && methodPath) {
      const method = methods.get(methodPath[1]);
      return method ? send(res, 200, method) : error(res, 404, { type: 'invalid_request_error', code: 'resource_missing', message: 'No such PaymentMethod.' });
    }
    if (req.method === 'POST' && url.pathname === '/v1/refunds') {
      const intent = intents.get(body.payment_intent);
      if (!intent) return error(res, 404, { type: 'invalid_request_error', code: 'resource_missing', message: 'No such payment_intent.' });
      const already = [...refunds.values()].filter((refund) => refund.payment_intent === intent.id && refund.status !== 'failed').reduce((sum, refund) => sum + refund.amount, 0);
      const amount = body.amount ? Number(body.amount) : intent.amount - already;
      if (intent.status !== 'succeeded' || amount < 1 || already + amount > intent.amount) {
        return error(res, 400, { type: 'invalid_request_error', code: 'charge_already_refunded', message: 'This charge has already been refunded or cannot be refunded.' });
      }
      const refund = { id: id('re'), object: 'refund', amount, currency: intent.currency, payment_intent: intent.id, charge: intent.latest_charge, reason: body.reason ?? null, metadata: body.metadata ?? {}, status: 'pending', created: now() };
      refunds.set(refund.id, refund);
      emit('refund.created', refund);
      setTimeout(() => {
        refund.status = 'succeeded';
        emit('refund.updated', refund);
      }, refundDelayMs);
      return send(res, 200, keep(structuredClone(refund)));
    }
    const refundPath = /^\/v1\/refunds\/([^/]+)$/.exec(url.pathname);
    if (req.method === 'GET' && refundPath) {
      const refund = refunds.get(refundPath[1]);
      return refund ? send(res, 200, refund) : error(res, 404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such refund: '${refundPath[1]}'` });
    }
    return error(res, 404, { type: 'invalid_request_error', message: `Unrecognized request URL (${req.method}: ${url.pathname}).` });
  });

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  origin = `http://${host}:${server.address().port}`;
  return {
    url: origin,
    jsUrl: `${origin}/v3/stripe.js`,
    delivered,
    intents,
    refunds,
    setWebhookUrl(value) {
      target = value;
    },
    /** Posts an event again exactly as before (a duplicate delivery). */
    emit,
    deliver,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

// ------------------------------------------------------------------ the stand-in Stripe.js (browser)

const STRIPE_JS = String.raw`(function () {
  var ORIGIN = __ORIGIN__;
  function Stripe(publishableKey, options) {
    if (!(this instanceof Stripe)) return new Stripe(publishableKey, options);
    this._key = publishableKey;
    this._locale = (options && options.locale) || 'auto';
  }
  Stripe.version = 'endive';
  Stripe.prototype._registerWrapper = function () {};
  Stripe.prototype.elements = function (options) {
    var stripe = this;
    var group = { _clientSecret: options && options.clientSecret, _element: null };
    group.create = function (type, elementOptions) {
      if (type !== 'payment') throw new Error('The stand-in Stripe.js offers the payment element only.');
      var handlers = {};
      var frame = null;
      var element = {
        mount: function (target) {
          var host = typeof target === 'string' ? document.querySelector(target) : target;
          frame = document.createElement('iframe');
          frame.title = 'Secure payment input frame';
          frame.setAttribute('allow', 'payment');
          frame.style.cssText = 'width:100%;border:0;height:230px;display:block';
          frame.src = ORIGIN + '/elements/payment-frame.html?locale=' + encodeURIComponent(stripe._locale) + '&key=' + encodeURIComponent(stripe._key) + '&secret=' + encodeURIComponent(group._clientSecret || '');
          window.addEventListener('message', function (event) {
            if (event.origin !== ORIGIN || !event.data || event.source !== frame.contentWindow) return;
            if (event.data.type === 'ready' && handlers.ready) handlers.ready.forEach(function (fn) { fn({ elementType: 'payment' }); });
            if (event.data.type === 'change' && handlers.change) handlers.change.forEach(function (fn) { fn(event.data.value); });
          });
          host.appendChild(frame);
        },
        on: function (name, fn) { (handlers[name] = handlers[name] || []).push(fn); return element; },
        off: function (name, fn) { handlers[name] = (handlers[name] || []).filter(function (h) { return h !== fn; }); return element; },
        focus: function () { if (frame) frame.focus(); },
        unmount: function () { if (frame && frame.parentNode) frame.parentNode.removeChild(frame); },
        destroy: function () { element.unmount(); frame = null; },
        _frame: function () { return frame; },
      };
      group._element = element;
      return element;
    };
    group.getElement = function () { return group._element; };
    group.submit = function () { return Promise.resolve({}); };
    return group;
  };
  Stripe.prototype.confirmPayment = function (options) {
    var group = options && options.elements;
    var frame = group && group._element && group._element._frame();
    if (!frame) return Promise.resolve({ error: { type: 'validation_error', message: 'No payment element is mounted.' } });
    return new Promise(function (resolve) {
      var channel = new MessageChannel();
      channel.port1.onmessage = function (event) { resolve(event.data); };
      frame.contentWindow.postMessage({ type: 'confirm', redirect: options.redirect || 'always' }, ORIGIN, [channel.port2]);
    });
  };
  window.Stripe = Stripe;
})();`;

const PAYMENT_FRAME = `<!doctype html>
<html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<style>
  body{margin:0;font:15px system-ui,sans-serif;color:#1f2937}
  label{display:block;font-weight:600;margin:10px 0 4px}
  input{box-sizing:border-box;width:100%;padding:10px;border:1px solid #9ca3af;border-radius:8px;font:inherit}
  input:focus{outline:2px solid #1d4ed8;outline-offset:1px}
  .row{display:flex;gap:12px}.row>div{flex:1}
  .error{color:#b91c1c;font-size:14px;min-height:18px;margin-top:6px}
</style></head>
<body>
<form id="card" novalidate>
  <label for="number" data-en="Card number" data-ko="카드 번호">Card number</label>
  <input id="number" name="number" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234">
  <div class="row">
    <div><label for="expiry" data-en="Expiration date" data-ko="유효 기간">Expiration date</label>
      <input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" placeholder="MM / YY"></div>
    <div><label for="cvc" data-en="Security code" data-ko="보안 코드">Security code</label>
      <input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="CVC"></div>
  </div>
  <div class="error" id="error" role="alert"></div>
</form>
<script>
  var params = new URLSearchParams(location.search);
  var ko = (params.get('locale') || '').indexOf('ko') === 0;
  document.documentElement.lang = ko ? 'ko' : 'en';
  document.querySelectorAll('label').forEach(function (label) { label.textContent = label.getAttribute(ko ? 'data-ko' : 'data-en'); });
  var secret = params.get('secret') || '';
  var intentId = secret.split('_secret_')[0];
  var fields = ['number', 'expiry', 'cvc'].map(function (name) { return document.getElementById(name); });
  function state() {
    var empty = fields.every(function (f) { return !f.value; });
    var complete = fields.every(function (f) { return f.value.replace(/\\D/g, '').length >= (f.id === 'number' ? 15 : 3); });
    return { elementType: 'payment', empty: empty, complete: complete, value: { type: 'card' } };
  }
  fields.forEach(function (f) { f.addEventListener('input', function () { parent.postMessage({ type: 'change', value: state() }, '*'); }); });
  window.addEventListener('message', function (event) {
    if (!event.data || event.data.type !== 'confirm' || !event.ports[0]) return;
    var port = event.ports[0];
    var s = state();
    if (!s.complete) {
      var message = ko ? '카드 정보를 모두 입력해 주세요.' : 'Your card details are incomplete.';
      document.getElementById('error').textContent = message;
      port.postMessage({ error: { type: 'validation_error', code: 'incomplete_number', message: message } });
      return;
    }
    document.getElementById('error').textContent = '';
    var expiry = fields[1].value.replace(/\\D/g, '');
    var body = new URLSearchParams({
      key: params.get('key'),
      client_secret: secret,
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': fields[0].value,
      'payment_method_data[card][exp_month]': expiry.slice(0, 2),
      'payment_method_data[card][exp_year]': '20' + expiry.slice(2, 4),
      'payment_method_data[card][cvc]': fields[2].value
    });
    fetch('/v1/payment_intents/' + encodeURIComponent(intentId) + '/confirm', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: body })
      .then(function (response) { return response.json(); })
      .then(function (answer) {
        if (answer.error) {
          document.getElementById('error').textContent = answer.error.message;
          port.postMessage({ error: answer.error });
        } else port.postMessage({ paymentIntent: answer });
      })
      .catch(function () { port.postMessage({ error: { type: 'api_connection_error', message: 'Could not reach the payment service.' } }); });
  });
  parent.postMessage({ type: 'ready' }, '*');
</script>
</body></html>`;
