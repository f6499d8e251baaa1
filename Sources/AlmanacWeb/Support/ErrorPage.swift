import AlmanacPresentation
import HTTPTypes

/// A page that failed, in words, with a way forward: "Try again" reloads the same address (an
/// empty `href`), so nothing from the request's URL is ever written into a link.
struct ErrorPage: PageView {
    let failure: APIError

    var title: String { heading }
    var status: HTTPResponse.Status { failure.status }

    var heading: String {
        switch failure.status {
        case .notFound: "Not found"
        case .badRequest: "That request could not be understood"
        case .forbidden: "Not allowed"
        case .methodNotAllowed: "Not something this page does"
        case .tooManyRequests: "Please wait a moment"
        case .contentTooLarge: "Too much data"
        case .internalServerError: "Something went wrong"
        default: "Data unavailable"
        }
    }

    var body: HTML {
        """
        <section class="state error" role="alert">
          <h1>\(heading)</h1>
          <p>\(failure.message)</p>
          <p><a class="button" href="">Try again</a> <a class="button secondary" href="\(Route.home)">Home</a></p>
        </section>
        """
    }
}
