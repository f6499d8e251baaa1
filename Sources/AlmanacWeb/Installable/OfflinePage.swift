import AlmanacPresentation

/// `/offline`: what the service worker shows for a page this device never saved while the
/// server cannot be reached. `app.js` lists the pages that are saved (from the worker's cache);
/// without scripts the page still says what happened.
struct OfflinePage: PageView {
    var title: String { "Offline" }

    var body: HTML {
        """
        <h1>Offline</h1>
        <p class="lede">The server cannot be reached, and this page was not saved on this device.</p>
        <p>Pages you opened before are saved here and open without the server:</p>
        <ul class="saved-pages" data-saved-pages>
          <li><a href="\(Route.home)">Home</a></li>
        </ul>
        <p>When the connection is back, reload to see the page you asked for.</p>
        """
    }
}
