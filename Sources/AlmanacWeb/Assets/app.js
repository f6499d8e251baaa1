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

  function fetchPage(url) {
    return fetch(url, { headers: { Accept: "text/html" } }).then(function (response) {
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

  // Filters apply as you type (debounced 300 ms) or choose, replacing the results in place.
  function liveFilters() {
    var form = document.querySelector("form.filters[data-live]");
    var results = document.getElementById("results");
    if (!form || !results) return;
    var timer = null;
    function apply() {
      var params = new URLSearchParams(new FormData(form));
      Array.from(params.keys()).forEach(function (key) { if (!params.get(key)) params.delete(key); });
      var url = form.action + (params.toString() ? "?" + params : "");
      fetchPage(url).then(function (doc) {
        var fresh = doc.getElementById("results");
        if (!fresh) return;
        results.replaceWith(fresh);
        results = fresh;
        history.replaceState(null, "", url);
        watchPager();
      });
    }
    function schedule(event) {
      if (event.target.name === "year" && event.target.value.length > 0 && event.target.value.length < 4) return;
      clearTimeout(timer);
      timer = setTimeout(apply, event.target.type === "search" || event.target.name === "year" ? 300 : 0);
    }
    form.addEventListener("input", schedule);
    // Some browsers (and automation) only fire "change" when a select's choice changes.
    form.addEventListener("change", function (event) { if (event.target.tagName === "SELECT") schedule(event); });
    form.addEventListener("submit", function (event) { event.preventDefault(); clearTimeout(timer); apply(); });
  }

  document.addEventListener("DOMContentLoaded", function () {
    watchPager();
    liveFilters();
  });
})();
