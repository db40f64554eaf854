// The gate scanner's service worker (scope /staff/gate, ADR 0037): the scanner page opens with no
// network. Pages in scope: network first, the last good copy when offline. Built assets (hashed
// file names, never changed) and the QR decoder: from the cache once fetched. Everything else
// (API calls, route data) goes to the network untouched.

const CACHE = "gate-v1";

self.addEventListener("install", () => self.skipWaiting());

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== CACHE).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

// The page lists what it loaded before this worker controlled it (its page and built assets).
self.addEventListener("message", (event) => {
  const urls = event.data && event.data.type === "keep" ? event.data.urls : null;
  if (!Array.isArray(urls)) return;
  event.waitUntil(
    caches.open(CACHE).then((c) =>
      Promise.all(
        urls
          .map((u) => new URL(u, self.location.origin))
          .filter((u) => u.origin === self.location.origin)
          .map((u) =>
            fetch(u.href, { credentials: "same-origin" })
              .then((r) => {
                if (r.ok && !r.redirected)
                  return c.put(u.pathname.startsWith("/assets/") ? u.href : u.pathname, r);
              })
              .catch(() => undefined),
          ),
      ),
    ),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (request.mode === "navigate" && url.pathname.startsWith("/staff/gate")) {
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok && !response.redirected) {
            const copy = response.clone();
            void caches.open(CACHE).then((c) => c.put(url.pathname, copy));
          }
          return response;
        })
        .catch(() =>
          caches
            .open(CACHE)
            .then((c) => c.match(url.pathname))
            .then((hit) => hit || Response.error()),
        ),
    );
    return;
  }

  if (url.pathname.startsWith("/assets/")) {
    event.respondWith(
      caches.open(CACHE).then((c) =>
        c.match(request).then(
          (hit) =>
            hit ||
            fetch(request).then((response) => {
              if (response.ok) void c.put(request, response.clone());
              return response;
            }),
        ),
      ),
    );
  }
});
