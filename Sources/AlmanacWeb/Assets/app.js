// Progressive enhancement only: every page works without this file.
(function () {
  "use strict";

  // Tell the server the viewer's time zone, so dates are shown in it; reload once if it changed.
  try {
    var zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    var current = (document.cookie.match(/(?:^|; )tz=([^;]*)/) || [])[1];
    if (zone && decodeURIComponent(current || "") !== zone) {
      document.cookie = "tz=" + encodeURIComponent(zone) + "; path=/; max-age=31536000; SameSite=Lax";
      if (!sessionStorage.getItem("almanac-tz-reloaded") && !/[?&]tz=/.test(location.search)) {
        sessionStorage.setItem("almanac-tz-reloaded", "1");
        location.reload();
        return;
      }
    }
  } catch (e) { /* no Intl or storage: the server's default zone stays */ }

  // A page of this site, parsed. Anything but a page fails: the service worker's offline answer
  // (JSON, 503), an error. A refused value is a 400 page that says why, and is one.
  function fetchPage(url, signal) {
    return fetch(url, { headers: { Accept: "text/html" }, signal: signal }).then(function (response) {
      var isPage = (response.headers.get("Content-Type") || "").indexOf("text/html") === 0;
      if (!isPage || (!response.ok && response.status !== 400)) throw new Error("HTTP " + response.status);
      return response.text().then(function (html) {
        return new DOMParser().parseFromString(html, "text/html");
      });
    });
  }

  // Infinite scroll: when the pager comes into view, fetch the next page and append its rows
  // (any list marked data-rows inside #results).
  function watchPager() {
    var results = document.getElementById("results");
    if (!results || !("IntersectionObserver" in window)) return;
    var observer = new IntersectionObserver(function (entries) {
      entries.forEach(function (entry) {
        if (!entry.isIntersecting) return;
        var next = results.querySelector("a.next-page");
        if (!next || results.dataset.loading) return;
        results.dataset.loading = "1";
        var pager = results.querySelector(".pager");
        var status = document.createElement("p");
        status.className = "loading";
        status.setAttribute("role", "status");
        status.textContent = "Loading more…";
        pager.before(status);
        fetchPage(next.href).then(function (doc) {
          var list = results.querySelector("[data-rows]");
          doc.querySelectorAll("#results [data-rows] > li").forEach(function (row) { list.append(row); });
          var newPager = doc.querySelector("#results .pager");
          if (newPager) pager.replaceWith(newPager);
          observer.disconnect();
          status.remove();
          delete results.dataset.loading;
          watchPager();
        }).catch(function () {
          status.textContent = "Could not load more. Use the next-page link to retry.";
          delete results.dataset.loading;
        });
      });
    }, { rootMargin: "400px" });
    var pager = results.querySelector(".pager");
    if (pager) observer.observe(pager);
  }

  // Filters apply as you type (debounced 300 ms) or choose, replacing the results in place. The
  // list dims and says "Updating…" at once, then how many match; a request that fails says so
  // (the list stays as it was); a refused value is marked on its field, and focus moves there on
  // submit. A form with its own answer line (data-filter-answer, kept in view at the bottom of
  // the screen while the form is open) says it there, else above the list.
  function liveFilters() {
    var form = document.querySelector("form.filters[data-live]");
    var results = document.getElementById("results");
    if (!form || !results) return;
    var timer = null;
    // Answers can arrive out of order ("cop" after "copen"): only the latest request's answer is
    // shown, and an earlier one still on its way is abandoned.
    var latest = 0;
    var inFlight = null;
    function say(text) {
      var own = form.querySelector("[data-filter-answer]");
      if (own) { own.textContent = text || ""; return; }
      var line = results.querySelector(".filter-status");
      if (!text) { if (line) line.remove(); return; }
      if (!line) {
        line = document.createElement("p");
        line.className = "filter-status state notice";
        line.setAttribute("role", "status");
        results.prepend(line);
      }
      line.textContent = text;
    }
    function apply(submitted) {
      var params = new URLSearchParams(new FormData(form));
      Array.from(params.keys()).forEach(function (key) { if (!params.get(key)) params.delete(key); });
      var url = form.action + (params.toString() ? "?" + params : "");
      var ticket = ++latest;
      if (inFlight) inFlight.abort();
      inFlight = "AbortController" in window ? new AbortController() : null;
      results.setAttribute("aria-busy", "true");
      say("Updating…");
      fetchPage(url, inFlight && inFlight.signal).then(function (doc) {
        if (ticket !== latest) return;
        var fresh = doc.getElementById("results");
        if (!fresh) throw new Error("no results");
        // The device's saved copy, answered by the service worker: shown, and said to be so.
        var saved = doc.querySelector(".offline-banner");
        results.replaceWith(fresh);
        results = fresh;
        var count = fresh.querySelector(".count");
        say(saved ? "You're offline — showing what this device saved for these filters." : (count ? count.textContent : ""));
        markFields(doc, submitted);
        history.replaceState(null, "", url);
        if (form.hasAttribute("data-keep")) rememberFilters(url);
        watchPager();
      }).catch(function (error) {
        if (ticket !== latest || (error && error.name === "AbortError")) return;
        results.removeAttribute("aria-busy");
        say("You're offline — showing what this device saved. The list above is not filtered by your change yet; it updates when the server can be reached.");
      });
    }
    // The answer's marks on refused fields (aria-invalid and the reason beside each), copied to
    // the form being typed in, which is never replaced (that would lose the caret).
    function markFields(doc, submitted) {
      form.querySelectorAll(".field-error").forEach(function (reason) { reason.remove(); });
      var firstInvalid = null;
      form.querySelectorAll("[name]").forEach(function (control) {
        var answered = doc.querySelector("form.filters [name='" + control.name + "']");
        var invalid = answered && answered.getAttribute("aria-invalid") === "true";
        if (!invalid) {
          control.removeAttribute("aria-invalid");
          control.removeAttribute("aria-describedby");
          return;
        }
        control.setAttribute("aria-invalid", "true");
        var id = answered.getAttribute("aria-describedby");
        var reason = id && doc.getElementById(id);
        if (reason) {
          control.setAttribute("aria-describedby", id);
          (control.closest(".field") || control.parentElement).append(document.importNode(reason, true));
        }
        firstInvalid = firstInvalid || control;
      });
      if (submitted && firstInvalid) firstInvalid.focus();
    }
    function schedule(event) {
      if (event.target.name === "year" && event.target.value.length > 0 && event.target.value.length < 4) return;
      // A search field may ask for more letters before it searches (place search: more than 2).
      var minimum = Number(event.target.dataset.minLength || 0);
      var typed = event.target.value.trim().length;
      if (minimum && typed > 0 && typed < minimum) return;
      clearTimeout(timer);
      // Pending from the change itself, not from the end of the pause that waits for more typing.
      results.setAttribute("aria-busy", "true");
      say("Updating…");
      timer = setTimeout(apply, event.target.type === "search" || event.target.name === "year" ? 300 : 0);
    }
    form.addEventListener("input", schedule);
    // Some browsers (and automation) only fire "change" when a select's choice changes.
    form.addEventListener("change", function (event) { if (event.target.tagName === "SELECT") schedule(event); });
    form.addEventListener("submit", function (event) { event.preventDefault(); clearTimeout(timer); apply(true); });
    // On the launches chart, a year's bar filters the list by that year.
    document.addEventListener("click", function (event) {
      var bar = event.target.closest && event.target.closest(".chart [data-year]");
      var year = form.querySelector("[name='year']");
      if (!bar || !year) return;
      year.value = bar.getAttribute("data-year");
      ["from", "to", "page"].forEach(function (name) { var field = form.querySelector("[name='" + name + "']"); if (field) field.value = ""; });
      apply(false);
      results.scrollIntoView({ block: "start" });
    });
  }

  // On the statistics' charts, a year's bar opens that year's launches (the table under each
  // chart has the same as links, without scripts). Only a path of this site is followed.
  document.addEventListener("click", function (event) {
    var bar = event.target.closest && event.target.closest(".chart [data-href]");
    var href = bar && bar.getAttribute("data-href");
    if (href && href.charAt(0) === "/" && href.charAt(1) !== "/") location.href = href;
  });

  // Each list's filters are kept for the session (as the seed apps kept them): the list's last
  // filtered view is where the section's links lead until the filters are cleared.
  var filtersKey = "almanac-filters:";
  function rememberFilters(url) {
    try {
      var address = new URL(url, location.href);
      address.searchParams.delete("page");
      address.searchParams.delete("tz");
      var query = address.searchParams.toString();
      if (query) sessionStorage.setItem(filtersKey + address.pathname, query);
      else sessionStorage.removeItem(filtersKey + address.pathname);
    } catch (e) { /* no storage: every visit starts unfiltered */ }
  }
  function keptFilters() {
    if (document.querySelector("form.filters[data-keep]")) rememberFilters(location.href);
    try {
      document.querySelectorAll("nav.sections a, .tabs a").forEach(function (link) {
        var address = new URL(link.href);
        if (address.origin !== location.origin || address.search) return;
        var query = sessionStorage.getItem(filtersKey + address.pathname);
        if (query) link.href = address.pathname + "?" + query;
      });
    } catch (e) { /* the plain links stay */ }
  }

  // Share buttons (hidden without scripts): the Web Share API where the browser has it, else
  // the link is copied. Delegated, so cards added by infinite scroll work too.
  function shareButtons() {
    document.querySelectorAll("[data-share]").forEach(function (button) { button.hidden = false; });
    document.addEventListener("click", function (event) {
      var button = event.target.closest && event.target.closest("[data-share]");
      if (!button) return;
      var url = new URL(button.dataset.url, location.href).href;
      if (navigator.share) {
        navigator.share({ title: "Chuck Norris fact", text: button.dataset.text, url: url }).catch(function () {});
        return;
      }
      var done = function (text) {
        button.textContent = text;
        setTimeout(function () { button.textContent = "Share"; }, 2000);
      };
      if (navigator.clipboard && navigator.clipboard.writeText) {
        navigator.clipboard.writeText(url).then(function () { done("Link copied"); }, function () { done("Copy failed"); });
      } else {
        window.prompt("Copy this link:", url);
      }
    });
    new MutationObserver(function () {
      document.querySelectorAll("[data-share][hidden]").forEach(function (button) { button.hidden = false; });
    }).observe(document.body, { childList: true, subtree: true });
  }

  // Copy buttons (hidden without scripts, where the address stays in a field to select):
  // the value of data-copy goes to the clipboard, and the button says it went.
  function copyButtons() {
    document.querySelectorAll("[data-copy]").forEach(function (button) {
      if (!(navigator.clipboard && navigator.clipboard.writeText)) return;
      button.hidden = false;
      var label = button.textContent;
      button.addEventListener("click", function () {
        navigator.clipboard.writeText(button.dataset.copy).then(
          function () { button.textContent = "Copied"; },
          function () { button.textContent = "Copy failed: select the address below"; });
        setTimeout(function () { button.textContent = label; }, 2500);
      });
    });
  }

  // The app on the device: a service worker keeps what was opened for when the server cannot
  // be reached (see /sw.js). Without it every page works as before.
  function installWorker() {
    if (!("serviceWorker" in navigator)) return;
    navigator.serviceWorker.register("/sw.js").catch(function () { /* stays a web page */ });
  }

  // On the offline page: link every page this device saved, by its title.
  function listSavedPages() {
    var list = document.querySelector("[data-saved-pages]");
    if (!list || !("caches" in window)) return;
    caches.keys().then(function (names) {
      return Promise.all(names.filter(function (name) { return name.indexOf("almanac-") === 0; }).map(function (name) {
        return caches.open(name).then(function (cache) { return cache.keys(); });
      }));
    }).then(function (groups) {
      var seen = {};
      var pages = [];
      groups.forEach(function (requests) {
        requests.forEach(function (request) {
          var url = new URL(request.url);
          if (url.origin !== location.origin || seen[url.pathname + url.search]) return;
          if (/^\/(assets|api)\/|^\/(img|offline|manifest\.webmanifest|sw\.js)$/.test(url.pathname)) return;
          seen[url.pathname + url.search] = true;
          // Only pages: an image, a feed or any other saved answer is not one to open.
          pages.push(caches.match(request).then(function (response) {
            var isPage = response && (response.headers.get("Content-Type") || "").indexOf("text/html") === 0;
            return isPage ? response.text() : null;
          }).then(function (html) {
            if (html === null) return null;
            var title = new DOMParser().parseFromString(html, "text/html").title || url.pathname;
            return { href: url.pathname + url.search, title: title.replace(/ · Almanac$/, "") };
          }));
        });
      });
      return Promise.all(pages);
    }).then(function (pages) {
      pages = pages.filter(Boolean);
      if (!pages.length) return;
      list.textContent = "";
      pages.sort(function (a, b) { return a.title.localeCompare(b.title); }).forEach(function (page) {
        var item = document.createElement("li");
        var link = document.createElement("a");
        link.href = page.href;
        link.textContent = page.title;
        item.append(link);
        list.append(item);
      });
    }).catch(function () { /* the static list stays */ });
  }

  // Filters and the chart fold away on a phone; on a wide screen there is room to show them.
  function unfoldOnWideScreens() {
    if (!window.matchMedia || !window.matchMedia("(min-width: 48em)").matches) return;
    document.querySelectorAll("details[data-open-wide]").forEach(function (panel) { panel.open = true; });
  }

  // The next launch's countdown, when its time is known to the hour: "T− 2 d 04:13:09".
  function countdowns() {
    if (!document.querySelector("time[data-countdown]")) return;
    function pad(n) { return (n < 10 ? "0" : "") + n; }
    function tick() {
      // Looked up each second: a followed launch page redraws its parts (followLaunch).
      document.querySelectorAll("time[data-countdown]").forEach(function (clock) {
        var left = Math.round((Date.parse(clock.getAttribute("datetime")) - Date.now()) / 1000);
        if (isNaN(left)) return;
        var sign = left < 0 ? "T+ " : "T− ";
        left = Math.abs(left);
        var days = Math.floor(left / 86400);
        clock.textContent = sign + (days ? days + " d " : "") + pad(Math.floor(left % 86400 / 3600)) + ":" + pad(Math.floor(left % 3600 / 60)) + ":" + pad(left % 60);
      });
    }
    tick();
    setInterval(tick, 1000);
  }

  // A launch's timeline against the clock: the events passed are dimmed and the latest is
  // marked, moving as the countdown does. Without scripts the list reads the same, times and all.
  function launchTimeline() {
    if (!document.querySelector("ol.launch-timeline[data-t0]")) return;
    function tick() {
      document.querySelectorAll("ol.launch-timeline[data-t0]").forEach(function (list) {
        var zero = Date.parse(list.getAttribute("data-t0"));
        if (isNaN(zero)) return;
        var since = (Date.now() - zero) / 1000, latest = null;
        list.querySelectorAll("li[data-offset]").forEach(function (step) {
          var passed = Number(step.getAttribute("data-offset")) <= since;
          step.classList.toggle("passed", passed);
          step.removeAttribute("aria-current");
          if (passed) latest = step;
        });
        if (latest) latest.setAttribute("aria-current", "step");
      });
    }
    tick();
    setInterval(tick, 1000);
  }

  // An open launch page that may still change (one ahead or in flight), and the home page while
  // a launch is live or about to be, follow it: every 10 seconds while shown the page asks for
  // itself again with the ETag it last saw, which costs a 304 of no body until a refresh changes
  // the launch; then the parts that changed (`data-live-part`: status, time, webcasts, timeline,
  // updates, the Live now card) are put in place and a line says so. No reload, no lost scroll;
  // the star and reminder buttons are left as they are.
  function followLaunch() {
    var followed = document.querySelector("[data-follow]");
    if (!followed || !window.fetch) return;
    // 10 s, so a change shows within the 30 s promised even when an answer is slow (at 15 s, a
    // server busy with a whole test suite took 33 s).
    var etag = null, interval = 10000, busy = false;
    var note = document.createElement("p");
    note.className = "followed-note";
    note.setAttribute("role", "status");
    note.textContent = "Follows the launch: changes appear here without a reload.";
    followed.after(note);
    function swap(doc) {
      var changed = false;
      doc.querySelectorAll("[data-live-part]").forEach(function (fresh) {
        var old = document.querySelector("[data-live-part='" + fresh.getAttribute("data-live-part") + "']");
        if (!old || old.outerHTML === fresh.outerHTML) return;
        // Folds the reader opened stay open.
        var open = Array.from(old.querySelectorAll("details[open]")).map(function (fold) { return fold.className; });
        var placed = document.importNode(fresh, true);
        old.replaceWith(placed);
        placed.querySelectorAll("details").forEach(function (fold) { if (open.indexOf(fold.className) >= 0) fold.open = true; });
        changed = true;
      });
      if (changed) note.textContent = "Updated at " + new Date().toLocaleTimeString() + ".";
      return !!doc.querySelector("[data-follow]");
    }
    function poll() {
      if (busy || document.hidden) return;
      busy = true;
      var headers = { Accept: "text/html" };
      if (etag) headers["If-None-Match"] = etag;
      fetch(location.pathname + location.search, { headers: headers, cache: "no-store", credentials: "same-origin" }).then(function (response) {
        if (response.status === 304 || !response.ok) return null;
        etag = response.headers.get("ETag");
        return response.text();
      }).then(function (html) {
        if (html && !swap(new DOMParser().parseFromString(html, "text/html"))) clearInterval(timer);
      }).catch(function () { /* offline: the page stays as it was */ }).then(function () { busy = false; });
    }
    var timer = setInterval(poll, interval);
  }

  // "← All launches" goes back to the list as it was left (its filters, its page) when the
  // visitor came from it; otherwise it is the plain list.
  function backToList() {
    var link = document.querySelector("a[data-back-to-list]");
    if (!link || !document.referrer) return;
    try {
      var from = new URL(document.referrer);
      var list = new URL(link.href);
      if (from.origin === list.origin && from.pathname === list.pathname) link.href = from.pathname + from.search;
    } catch (e) { /* keep the plain list */ }
  }

  // A city page's days: choosing one shows its hours in place (no reload, no jump to the top);
  // the link still works as a page of its own without scripts, or when the fetch fails.
  function daysInPlace() {
    var days = document.querySelector("[data-days]");
    if (!days) return;
    days.addEventListener("click", function (event) {
      var link = event.target.closest && event.target.closest("a.day");
      if (!link || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      fetchPage(link.href).then(function (doc) {
        var freshDays = doc.querySelector("[data-days]"), freshHours = doc.querySelector("[data-day-part]");
        var hours = document.querySelector("[data-day-part]");
        if (!freshDays || !freshHours || !hours) throw new Error("not a city page");
        days.innerHTML = freshDays.innerHTML;
        hours.replaceWith(freshHours);
        history.replaceState(null, "", link.href);
        // Forms that come back here (units, refresh) now come back to this day.
        var here = new URL(link.href);
        document.querySelectorAll("form input[name='back']").forEach(function (back) { back.value = here.pathname + here.search; });
        bigHours();
        var chosen = days.querySelector("[aria-current]");
        if (chosen) chosen.focus({ preventScroll: true });
      }).catch(function () { location.href = link.href; });
    });
  }

  // On a touch screen a city page swipes to the next or previous saved city, as the weather
  // apps page between cities; the links stay for everyone else. Strips that scroll sideways
  // (days, hours, the chart) keep their own swipes.
  function swipeBetweenCities() {
    var pager = document.querySelector(".city-pager");
    if (!pager || !("ontouchstart" in window)) return;
    var start = null;
    document.addEventListener("touchstart", function (event) {
      var touch = event.touches[0];
      var inStrip = event.target.closest && event.target.closest(".day-strip, .hour-strip, .chart-frame, input, select");
      start = event.touches.length === 1 && !inStrip ? { x: touch.clientX, y: touch.clientY } : null;
    }, { passive: true });
    document.addEventListener("touchend", function (event) {
      if (!start) return;
      var touch = event.changedTouches[0];
      var dx = touch.clientX - start.x, dy = touch.clientY - start.y;
      start = null;
      if (Math.abs(dx) < 80 || Math.abs(dy) > Math.abs(dx) / 2) return;
      var link = pager.querySelector(dx < 0 ? "a[rel='next']" : "a[rel='prev']");
      if (link) location.href = link.href;
    }, { passive: true });
  }

  // Tap or focus an hour of a city's strip to see it big, as the seed app showed it.
  function bigHours() {
    var strip = document.querySelector("[data-hours]");
    var big = document.querySelector("[data-hour-big]");
    if (!strip || !big) return;
    function show(event) {
      var hour = event.target.closest && event.target.closest("[data-hour-summary]");
      if (!hour) return;
      strip.querySelectorAll("[aria-current]").forEach(function (other) { other.removeAttribute("aria-current"); });
      hour.setAttribute("aria-current", "true");
      big.textContent = hour.getAttribute("data-hour-summary");
      big.hidden = false;
    }
    strip.addEventListener("click", show);
    strip.addEventListener("focusin", show);
  }

  // The header's search box: results appear under it as you type (debounced 250 ms), drawn by
  // the server (`/search`, from its store); Enter still opens the full page. Escape closes them.
  function siteSearch() {
    var form = document.querySelector("form[data-site-search]");
    if (!form || document.querySelector("form.search-form")) return;
    var input = form.querySelector("input");
    var panel = document.createElement("div");
    panel.className = "search-popover";
    panel.id = "site-search-results";
    panel.setAttribute("aria-live", "polite");
    panel.hidden = true;
    form.after(panel);
    input.setAttribute("aria-controls", panel.id);
    var timer = null, latest = 0;
    // Closing also drops an answer still on its way (and a search not yet sent), so results
    // never open again after Escape.
    function close() { clearTimeout(timer); latest++; panel.hidden = true; panel.textContent = ""; }
    function search() {
      var text = input.value.trim();
      if (!text) { close(); return; }
      var ticket = ++latest;
      var url = form.action + "?" + new URLSearchParams({ q: text });
      fetchPage(url).then(function (doc) {
        if (ticket !== latest) return;
        var results = doc.getElementById("results");
        panel.textContent = "";
        if (results) Array.from(results.children).forEach(function (child) { panel.append(child); });
        var all = document.createElement("p");
        var link = document.createElement("a");
        link.href = url;
        link.textContent = "Open the results page";
        all.append(link);
        panel.append(all);
        panel.hidden = false;
      }).catch(function () {
        if (ticket !== latest) return;
        panel.textContent = navigator.onLine === false ? "You're offline, and this server cannot be reached." : "The search could not be reached. Press Enter to try again.";
        panel.hidden = false;
      });
    }
    input.addEventListener("input", function () { clearTimeout(timer); timer = setTimeout(search, 250); });
    input.addEventListener("keydown", function (event) { if (event.key === "Escape") { close(); input.blur(); } });
    document.addEventListener("click", function (event) { if (!form.contains(event.target) && !panel.contains(event.target)) close(); });
  }

  // Star buttons: each is a form post that works without scripts (it comes back to /starred).
  // Here the JSON API says which records the visitor starred (shared pages cannot: they are the
  // same for everyone), the button shows it (aria-pressed), and a press stars or unstars with
  // PUT or DELETE without leaving the page. When the API refuses, the form is posted as without
  // scripts, and its page says what happened. When the server cannot be reached at all, the
  // change is kept on this device (`pendingStars`) and sent once it can be, the button saying so.
  // Delegated, for cards added later.
  function starButtons() {
    function show(form, on) {
      var button = form.querySelector("button");
      // Unchanged buttons are left alone: redrawing one would wake the observer below again.
      if (button.getAttribute("aria-pressed") === String(on)) return;
      if (on) form.setAttribute("data-starred", ""); else form.removeAttribute("data-starred");
      button.setAttribute("aria-pressed", String(on));
      button.querySelector(".star-icon").textContent = on ? "\u2605" : "\u2606";
      button.querySelector(".star-label").textContent = on ? "Starred" : "Star";
    }
    function mark(starred) {
      document.querySelectorAll("form[data-star]:not([aria-busy])").forEach(function (form) {
        show(form, starred.has(form.dataset.star));
      });
    }
    if (!document.querySelector("form[data-star]")) return;
    var starred = new Set();
    fetch("/api/v1/starred", { credentials: "same-origin", headers: { Accept: "application/json" } })
      .then(function (response) { return response.ok ? response.json() : null; })
      .then(function (answer) {
        if (!answer) return;
        starred = new Set(answer.data.map(function (star) { return star.starHref; }));
        mark(starred);
        new MutationObserver(function () { mark(starred); }).observe(document.body, { childList: true, subtree: true });
      })
      .catch(function () { /* offline: the buttons stay form posts */ });
    document.addEventListener("submit", function (event) {
      var form = event.target.closest && event.target.closest("form[data-star]");
      if (!form) return;
      event.preventDefault();
      var on = !form.hasAttribute("data-starred");
      form.setAttribute("aria-busy", "true");
      fetch(form.dataset.star, { method: on ? "PUT" : "DELETE", credentials: "same-origin", headers: { Accept: "application/json" } })
        .then(function (response) {
          if (!response.ok) throw new Error("HTTP " + response.status);
          return response.json();
        })
        .then(function (answer) {
          if (answer.data.starred) starred.add(form.dataset.star); else starred.delete(form.dataset.star);
          form.removeAttribute("aria-busy");
          mark(starred);
          announceStar(form.dataset.star, answer.data.starred);
        })
        .catch(function (error) {
          form.removeAttribute("aria-busy");
          if (!(error instanceof TypeError)) { form.submit(); return; }
          // No answer at all: the server cannot be reached. Kept here, sent when it can be.
          pendingStars.keep(form.dataset.star, on);
          if (on) starred.add(form.dataset.star); else starred.delete(form.dataset.star);
          mark(starred);
          notePending(form, on);
        });
    });
    // "Remind me" stars too: its buttons follow.
    document.addEventListener("almanac:star", function (event) {
      if (event.detail.on) starred.add(event.detail.href); else starred.delete(event.detail.href);
      mark(starred);
    });
  }

  // Stars changed while the server could not be reached go now, when the browser says it is back
  // online or the page is shown again, and every 10 s while some wait (a server that was gone
  // comes back without the browser noticing); each one taken is told to the page's buttons.
  function sendPendingStars() {
    function sent(href, on) {
      document.querySelectorAll("form[data-star] .star-pending").forEach(function (note) { note.remove(); });
      announceStar(href, on);
    }
    function attempt() { if (pendingStars.waiting()) pendingStars.send(sent); }
    attempt();
    window.addEventListener("online", attempt);
    document.addEventListener("visibilitychange", function () { if (!document.hidden) attempt(); });
    setInterval(attempt, 10000);
  }

  // A star changed while the server could not be reached, said beside its button.
  function notePending(form, on) {
    var note = form.querySelector(".star-pending");
    if (!note) {
      note = document.createElement("span");
      note.className = "star-pending";
      note.setAttribute("role", "status");
      form.appendChild(note);
    }
    note.textContent = (on ? "Starred" : "Unstarred") + " on this device: the server cannot be reached, so it is sent when it can be.";
  }

  // Stars changed while the server could not be reached, by address ("/api/v1/starred/launch/x":
  // true to star, false to unstar), kept in this browser until the server takes them.
  var pendingStars = {
    key: "almanac.pendingStars",
    all: function () {
      try { return JSON.parse(localStorage.getItem(this.key) || "{}") || {}; } catch (e) { return {}; }
    },
    save: function (pending) {
      try {
        if (Object.keys(pending).length) localStorage.setItem(this.key, JSON.stringify(pending)); else localStorage.removeItem(this.key);
      } catch (e) { /* no storage: the change is not kept */ }
    },
    waiting: function () { return Object.keys(this.all()).length > 0; },
    keep: function (href, on) {
      var pending = this.all();
      pending[href] = on;
      this.save(pending);
    },
    // Sends each kept change; one the server answered (taken or refused) is forgotten, one that
    // still finds no server stays for the next time.
    send: function (done) {
      var self = this;
      Object.keys(this.all()).forEach(function (href) {
        if (!/^\/api\/v1\/starred\/[A-Za-z0-9._~%-]+\/[A-Za-z0-9._~%-]+$/.test(href)) { self.forget(href); return; }
        var on = self.all()[href];
        fetch(href, { method: on ? "PUT" : "DELETE", credentials: "same-origin", headers: { Accept: "application/json" } })
          .then(function (response) {
            self.forget(href);
            if (response.ok) done(href, on);
          })
          .catch(function () { /* still no server: kept */ });
      });
    },
    forget: function (href) {
      var pending = this.all();
      delete pending[href];
      this.save(pending);
    }
  };

  // Tells the page's other buttons that a record was starred or unstarred.
  function announceStar(href, on) {
    document.dispatchEvent(new CustomEvent("almanac:star", { detail: { href: href, on: on } }));
  }

  // The JSON API, same origin, as JSON; a failed answer is an error.
  function api(url, options) {
    options = options || {};
    options.credentials = "same-origin";
    options.headers = options.body ? { Accept: "application/json", "Content-Type": "application/json" } : { Accept: "application/json" };
    return fetch(url, options).then(function (response) {
      if (!response.ok) throw new Error("HTTP " + response.status);
      return response.json();
    });
  }

  // A device's id as the server names it: FNV-1a (64 bits) of its push endpoint, in hexadecimal.
  function deviceID(endpoint) {
    var hash = BigInt("0xcbf29ce484222325"), prime = BigInt("0x100000001b3"), mask = BigInt("0xffffffffffffffff");
    new TextEncoder().encode(endpoint).forEach(function (byte) { hash = ((hash ^ BigInt(byte)) * prime) & mask; });
    return hash.toString(16);
  }

  // The server's VAPID key (base64url) as the bytes `pushManager.subscribe` takes.
  function keyBytes(text) {
    var binary = atob(text.replace(/-/g, "+").replace(/_/g, "/") + "===".slice((text.length + 3) % 4));
    return Uint8Array.from(binary, function (character) { return character.charCodeAt(0); });
  }

  // A notice pushed while its launch's page is open: the page says so at the top (it shows what
  // was true when it loaded), with a link to the latest. Text only, never markup.
  function hearNotices() {
    if (!("serviceWorker" in navigator)) return;
    navigator.serviceWorker.addEventListener("message", function (event) {
      var data = event.data || {};
      if (data.type !== "notice" || !data.notice || data.notice.url !== location.pathname) return;
      var banner = document.createElement("p");
      banner.className = "notice-banner";
      banner.setAttribute("role", "status");
      banner.textContent = data.notice.title + (data.notice.body ? ". " + data.notice.body : "") + " ";
      var latest = document.createElement("a");
      latest.href = location.pathname;
      latest.textContent = "Show the latest";
      banner.appendChild(latest);
      var main = document.querySelector("main");
      if (main) main.insertBefore(banner, main.firstChild);
    });
  }

  // Reminders: "Remind me" on an upcoming launch and "Get reminders on this device" on /starred
  // appear only where the browser can show notifications and the server sends reminders (its
  // key answers). Subscribing asks for permission, makes a push subscription with the server's
  // key and gives it to the server; reminders then come for every starred launch ahead.
  function reminders() {
    var launchControls = document.querySelectorAll("[data-remind]");
    var deviceControl = document.querySelector("[data-remind-device]");
    if (!launchControls.length && !deviceControl) return;
    if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window)) {
      // No Web Push here (an iPhone's Safari tab until the app is on the Home Screen): said where
      // the button would be, rather than nothing.
      launchControls.forEach(function (control) {
        control.querySelector("button").hidden = true;
        control.querySelector(".remind-note").textContent = unsupportedWords();
        control.hidden = false;
      });
      return;
    }
    var key, registration, state, starred, subscribed = false;
    function subscribe() {
      return Notification.requestPermission().then(function (permission) {
        if (permission !== "granted") throw new Error("blocked");
        return registration.pushManager.getSubscription();
      }).then(function (existing) {
        return existing || registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(key) });
      }).then(function (subscription) {
        return api("/api/v1/reminders/devices", { method: "POST", body: JSON.stringify(subscription.toJSON()) });
      }).then(function (answer) {
        state = answer.data;
        subscribed = true;
      });
    }
    function failed(note, button) {
      return function (error) {
        if (button) { button.removeAttribute("aria-busy"); button.disabled = false; }
        var message = String(error && error.message);
        note.textContent = message === "blocked"
          ? "Notifications are blocked for this site: allow them in the browser's settings."
          : message === "timed out"
            ? "The browser's push service did not answer, so no reminder is set. Try again later."
            : "Reminders could not be set on this device, so no reminder is set. Try again later.";
      };
    }
    // A subscription that never answers (a push service out of reach) fails in words after
    // SUBSCRIBE_LIMIT_MS, not after the browser's own minute.
    function withinLimit(promise) {
      return new Promise(function (resolve, reject) {
        var timer = setTimeout(function () { reject(new Error("timed out")); }, SUBSCRIBE_LIMIT_MS);
        promise.then(function (value) { clearTimeout(timer); resolve(value); }, function (error) { clearTimeout(timer); reject(error); });
      });
    }
    function showLaunch(control) {
      var on = subscribed && starred.has(control.dataset.remind);
      var button = control.querySelector("button");
      button.setAttribute("aria-pressed", String(on));
      control.querySelector(".remind-label").textContent = on ? "Reminder set" : "Remind me";
      control.querySelector(".remind-note").textContent = on ? state.leadText + " before, on this device" : "";
      control.hidden = false;
    }
    function launchClicked(control) {
      var href = control.dataset.remind;
      var button = control.querySelector("button");
      var note = control.querySelector(".remind-note");
      var on = button.getAttribute("aria-pressed") !== "true";
      // Pending from the first moment: asking permission and the push service can take a while.
      button.setAttribute("aria-busy", "true");
      button.disabled = true;
      note.textContent = on ? "Setting the reminder…" : "Removing the reminder…";
      var ready = on && !subscribed ? withinLimit(subscribe()) : Promise.resolve();
      ready.then(function () { return api(href, { method: on ? "PUT" : "DELETE" }); })
        .then(function (answer) {
          button.removeAttribute("aria-busy");
          button.disabled = false;
          if (answer.data.starred) starred.add(href); else starred.delete(href);
          announceStar(href, answer.data.starred);
          showLaunch(control);
        })
        .catch(failed(note, button));
    }
    function showDevice() {
      var button = deviceControl.querySelector("button");
      var note = deviceControl.querySelector(".remind-note");
      button.hidden = subscribed;
      note.textContent = subscribed ? "This device receives reminders." : "";
      deviceControl.hidden = false;
      var needs = document.querySelector("[data-remind-needs]");
      if (needs) needs.hidden = true;
      button.addEventListener("click", function () {
        button.setAttribute("aria-busy", "true");
        button.disabled = true;
        note.textContent = "Turning reminders on for this device…";
        withinLimit(subscribe()).then(function () { location.reload(); }).catch(failed(note, button));
      });
    }
    api("/api/v1/push/key").then(function (answer) {
      key = answer.data.publicKey;
      return Promise.all([navigator.serviceWorker.ready, api("/api/v1/reminders"), api("/api/v1/starred")]);
    }).then(function (results) {
      registration = results[0];
      state = results[1].data;
      starred = new Set(results[2].data.map(function (star) { return star.starHref; }));
      return registration.pushManager.getSubscription();
    }).then(function (subscription) {
      var id = subscription && deviceID(subscription.endpoint);
      subscribed = !!id && state.devices.some(function (device) { return device.id === id; });
      launchControls.forEach(function (control) {
        showLaunch(control);
        control.querySelector("button").addEventListener("click", function () { launchClicked(control); });
      });
      document.addEventListener("almanac:star", function (event) {
        if (event.detail.on) starred.add(event.detail.href); else starred.delete(event.detail.href);
        launchControls.forEach(showLaunch);
      });
      if (deviceControl) showDevice();
    }).catch(function () { /* no reminders here: the controls stay hidden */ });
  }

  // How long a push subscription may take before "Remind me" says it failed.
  var SUBSCRIBE_LIMIT_MS = 15000;

  // Where this browser cannot receive Web Push.
  function unsupportedWords() {
    var apple = /iPhone|iPad|iPod/.test(navigator.userAgent);
    return apple
      ? "Reminders need Almanac on the Home Screen: tap Share, then Add to Home Screen, and open it from there."
      : "This browser cannot show reminders from this site.";
  }

  // The GraphQL explorer: Run (or Ctrl+Enter in the query) answers in place by POST, laid out,
  // and the address keeps the query so it can be shared; without scripts the form is a GET.
  function graphqlExplorer() {
    var form = document.querySelector("form[data-graphql]");
    var result = document.getElementById("graphql-result");
    if (!form || !result || !window.fetch) return;
    function run(event) {
      event.preventDefault();
      var query = form.elements.query.value;
      var variables = form.elements.variables.value.trim();
      var body = { query: query };
      if (variables) {
        try { body.variables = JSON.parse(variables); } catch (error) { result.textContent = "The variables are not JSON: " + error.message; return; }
      }
      result.textContent = "Running…";
      fetch(form.action, {
        method: "POST", headers: { "Content-Type": "application/json", "Accept": "application/json" }, body: JSON.stringify(body)
      }).then(function (response) { return response.json(); }).then(function (answer) {
        result.textContent = JSON.stringify(answer, null, 2);
        var address = new URL(form.action, location.href);
        address.searchParams.set("query", query);
        if (variables) address.searchParams.set("variables", variables);
        history.replaceState(null, "", address);
      }).catch(function () { result.textContent = "No answer: the server cannot be reached."; });
    }
    form.addEventListener("submit", run);
    form.elements.query.addEventListener("keydown", function (event) {
      if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) run(event);
    });
  }

  document.addEventListener("DOMContentLoaded", function () {
    siteSearch();
    graphqlExplorer();
    keptFilters();
    backToList();
    bigHours();
    daysInPlace();
    swipeBetweenCities();
    countdowns();
    launchTimeline();
    followLaunch();
    unfoldOnWideScreens();
    watchPager();
    liveFilters();
    shareButtons();
    copyButtons();
    starButtons();
    sendPendingStars();
    installWorker();
    reminders();
    hearNotices();
    listSavedPages();
  });
})();
