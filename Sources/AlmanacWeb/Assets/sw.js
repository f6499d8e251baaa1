// The service worker: makes pages and API answers the visitor opened available on this device
// when the server cannot be reached, and shows the reminders the server pushes. The server
// writes PRECACHE, OFFLINE_PAGE, CLEARING_PATHS, VERSION, KEEPS_OWN_PAGES, NOTIFICATION_ICON
// and NOTIFICATION_FALLBACK above.
//
// Pages and API answers: the network first (the server answers in milliseconds, and a page
// from the network is never stale), the saved copy when the network fails or is slow, with a
// banner saying so; a page never saved gets the offline page when the network fails. Files
// under /assets/: the saved copy at once, refreshed in the background.
//
// What is kept: only GET answers that are 200, same-origin and not `no-store` (one-time messages
// such as "Added Copenhagen.", and every page of a visitor's own on a per-visitor server). A page
// marked `private` (the visitor's own: home, cities, starred, searches) is kept only where the
// server says the device is its owner's (KEEPS_OWN_PAGES: a single-person server), so the
// installed app opens on its last home page, weather and stars offline; a per-visitor server's
// phone may be shared, and is offered shared pages only. "Delete my data" (a post to one of
// CLEARING_PATHS, or any answer carrying Clear-Site-Data) empties every cache this worker keeps.
//
// A change (a post) made while the server cannot be reached is never a dead end: the page's
// script queues a star and sends it when the server is back, and a form sent without the
// script gets a page saying it was not sent, with the way back.
//
// Reminders: a push carries {title, body, url, tag} (the server's `PushMessage`); it is shown as
// a notification, and a click opens its page here (a path of this site, never another's).
"use strict";

const CACHE = "almanac-" + VERSION;
const NETWORK_TIMEOUT_MS = 4000;

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(PRECACHE)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith("almanac-") && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim())
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname === "/sw.js") return;
  if (request.method !== "GET") {
    event.respondWith(passedOn(event, request, url));
    return;
  }
  if (url.pathname.startsWith("/assets/")) {
    event.respondWith(savedThenRefreshed(event, request));
  } else {
    event.respondWith(networkThenSaved(request));
  }
});

function isSaveable(response) {
  const control = response.headers.get("Cache-Control") || "";
  return response.ok && response.status === 200 && response.type === "basic"
    && !/no-store/.test(control) && (KEEPS_OWN_PAGES || !/private/.test(control));
}

// A change goes to the server as it is; one that deletes the visitor's data, or whose answer
// says to clear the site's data, empties the caches (a redirect's headers cannot be read here).
function passedOn(event, request, url) {
  return fetch(request).then((response) => {
    const clears = CLEARING_PATHS.includes(url.pathname) || (response.headers.get("Clear-Site-Data") || "") !== "";
    if (clears && response.status < 400) event.waitUntil(forgetEverything());
    return response;
  }, (error) => {
    if (request.mode === "navigate") return notSentPage(request);
    throw error;
  });
}

// A form sent while the server cannot be reached: said in words, with the way back to the page
// it was sent from (a path of this site only), rather than the browser's own error page. Its
// words are this file's; nothing else of the request is shown.
function notSentPage(request) {
  let back = "/";
  try {
    const from = new URL(request.referrer);
    if (from.origin === self.location.origin && /^\/(?![\/\\])[A-Za-z0-9\/._~-]*$/.test(from.pathname)) back = from.pathname;
  } catch (error) {
    back = "/";
  }
  const html = '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Not sent · Almanac</title>' +
    '<link rel="stylesheet" href="/assets/app.css"></head><body><main id="main" class="not-sent">' +
    '<h1>Not sent</h1><p class="lead" role="status">The server cannot be reached, so this change was not made. ' +
    'Nothing was lost: try again when you are back online.</p>' +
    '<p><a class="button" href="' + back + '">Back</a> <a href="/">Home</a></p></main></body></html>';
  return new Response(html, { status: 503, headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
}

function forgetEverything() {
  return caches.keys().then((keys) => Promise.all(keys.map((key) => caches.delete(key))));
}

function save(request, response) {
  if (!isSaveable(response)) return Promise.resolve();
  const copy = response.clone();
  return caches.open(CACHE).then((cache) => cache.put(request, copy));
}

function withTimeout(promise) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("timed out")), NETWORK_TIMEOUT_MS);
    promise.then((value) => { clearTimeout(timer); resolve(value); }, (error) => { clearTimeout(timer); reject(error); });
  });
}

// A slow network gives way to a saved copy after NETWORK_TIMEOUT_MS; with no copy to show
// instead, the answer is waited for: a slow server is not an absent one, and the offline page
// would say the server cannot be reached when it is answering. A request that names the copy it
// has (If-None-Match: an open launch page asking whether its launch changed) waits for the
// answer too: a saved copy is what it shows already, and answering with it on a busy server
// hid a refresh from the page for two more polls.
function networkThenSaved(request) {
  const network = fetch(request).then((response) => {
    save(request, response);
    return response;
  });
  const hasCopy = request.headers.has("If-None-Match");
  return (hasCopy ? Promise.resolve(undefined) : caches.match(request)).then((saved) =>
    (saved ? withTimeout(network) : network).catch(() => {
      if (saved) return isPage(request, saved) ? withOfflineBanner(saved) : saved;
      if (request.mode === "navigate") {
        return caches.match(OFFLINE_PAGE).then((page) => page || new Response("Offline", { status: 503 }));
      }
      return offlineAnswer(request);
    }));
}

function savedThenRefreshed(event, request) {
  return caches.match(request).then((saved) => {
    const refreshed = fetch(request).then((response) => save(request, response).then(() => response));
    if (saved) {
      event.waitUntil(refreshed.catch(() => undefined));
      return saved;
    }
    return refreshed;
  });
}

function isPage(request, response) {
  return request.mode === "navigate" || (response.headers.get("Content-Type") || "").startsWith("text/html");
}

// The saved page, with a line at the top of its content saying it is a saved copy and from when.
// The only text added is made here from a date, never from the page or the request.
function withOfflineBanner(saved) {
  const date = saved.headers.get("Date");
  const when = date ? new Date(date) : null;
  const text = "Offline — saved on this device" +
    (when && !isNaN(when) ? " at " + when.toLocaleString([], { dateStyle: "medium", timeStyle: "short" }) : "") + ".";
  return saved.text().then((html) => {
    const banner = '<p class="offline-banner" role="status">' + text + "</p>";
    const headers = new Headers(saved.headers);
    headers.delete("Content-Length");
    return new Response(html.replace('<main id="main">', '<main id="main">' + banner), { status: 200, headers: headers });
  });
}

// An API address never saved: the API's own error shape, so clients read it as they read others.
function offlineAnswer(request) {
  const body = JSON.stringify({ error: { code: "offline", message: "The server cannot be reached and this answer was not saved on this device." } });
  return new Response(body, { status: 503, headers: { "Content-Type": "application/json; charset=utf-8" } });
}

// A reminder or a notice about a starred launch. What it says is text (notifications draw no
// markup), cut to a length a notification shows; a message that is not the expected shape still
// shows something rather than nothing (a push must end in a notification).
self.addEventListener("push", (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch (error) {
    message = {};
  }
  const text = (value, limit) => (typeof value === "string" ? value.slice(0, limit) : "");
  const notice = { title: text(message.title, 200) || "Almanac", body: text(message.body, 500), url: sitePath(message.url) };
  event.waitUntil(self.registration.showNotification(notice.title, {
    body: notice.body,
    tag: text(message.tag, 100) || undefined,
    icon: NOTIFICATION_ICON,
    data: { url: notice.url },
  }).then(() => tellPages(notice)));
});

// The open pages hear each notice shown, so a page of that launch can say it is out of date.
function tellPages(notice) {
  return self.clients.matchAll({ type: "window", includeUncontrolled: true })
    .then((pages) => pages.forEach((page) => page.postMessage({ type: "notice", notice: notice })));
}

// Opens the notification's page: a window already showing it comes forward, else a new one.
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const url = new URL(sitePath(event.notification.data && event.notification.data.url), self.location.origin).href;
  event.waitUntil(self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
    const open = windows.find((client) => client.url === url);
    return open ? open.focus() : self.clients.openWindow(url);
  }));
});

// A path on this site ("/launches/…"); anything else (another origin, "//host",
// "javascript:") is the starred page instead.
function sitePath(value) {
  return typeof value === "string" && /^\/(?![\/\\])/.test(value) ? value : NOTIFICATION_FALLBACK;
}
